import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { ModelImportResult } from '../../models/dto/provider-model.types.js';
import { OrphanDeleteResult, OrphanScanResult } from '../../orphans/dto/orphan-files.types.js';

@ObjectType()
export class JobProgress {
  @Field(() => Int) done: number;
  @Field(() => Int) total: number;
  @Field(() => Float) percent: number;
}

@ObjectType({ description: 'A queue job as administrators follow it.' })
export class AdminJob {
  @Field(() => ID) id: string;
  @Field({ description: 'model-import | orphan-scan | orphan-delete' }) queue: string;
  @Field() name: string;

  @Field({
    description:
      'waiting, active, delayed, prioritized, waiting-children, completed, failed or unknown.',
  })
  state: string;

  @Field(() => JobProgress, { nullable: true, description: 'Null before the job starts.' })
  progress: JobProgress | null;

  @Field(() => Int) attemptsMade: number;
  @Field(() => Int) maxAttempts: number;
  @Field(() => String, { nullable: true }) failedReason: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'The raw return value.' })
  result: unknown;

  @Field(() => ModelImportResult, { nullable: true, description: 'model-import, when completed.' })
  importResult: ModelImportResult | null;

  @Field(() => OrphanScanResult, { nullable: true, description: 'orphan-scan, when completed.' })
  orphanScanResult: OrphanScanResult | null;

  @Field(() => OrphanDeleteResult, {
    nullable: true,
    description: 'orphan-delete, when completed.',
  })
  orphanDeleteResult: OrphanDeleteResult | null;

  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) processedAt: Date | null;
  @Field(() => Date, { nullable: true }) finishedAt: Date | null;
}

@ObjectType()
export class AdminJobPage {
  @Field(() => [AdminJob]) items: AdminJob[];
  @Field(() => Int) total: number;
}
