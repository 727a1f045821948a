import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';

/** Most keys one "delete selected" job takes. */
export const MAX_SELECTED_ORPHAN_KEYS = 10_000;

@ObjectType()
export class OrphanFile {
  @Field() key: string;
  @Field(() => Float, { description: 'Bytes.' }) size: number;
  @Field(() => Float, { description: 'USD per month to keep it.' }) estimatedCost: number;
  @Field() lastModified: Date;
}

@ObjectType()
export class OrphanStatistics {
  @Field(() => Int) totalOrphanFiles: number;
  @Field(() => Float, { description: 'bytes / 1024 / 1024, two decimals.' })
  totalOrphanSizeMB: number;
  @Field(() => Float, { description: 'Of the objects scanned, two decimals.' })
  orphanPercentage: number;
  @Field(() => Float, { description: 'USD.' }) estimatedMonthlyCost: number;
}

@ObjectType()
export class OrphanScanResult {
  @Field(() => OrphanStatistics) statistics: OrphanStatistics;
  @Field(() => Int) scannedObjects: number;
  @Field(() => Int, { description: 'Orphan files kept in the report.' }) reportedFiles: number;
  @Field({ description: 'More orphans exist than the report keeps; the statistics count all.' })
  truncated: boolean;
}

@ObjectType({ description: 'The stored report of one finished orphan scan.' })
export class OrphanReport {
  @Field(() => ID) jobId: string;
  @Field() finishedAt: Date;
  @Field(() => OrphanStatistics) statistics: OrphanStatistics;
  @Field(() => Int) scannedObjects: number;
  @Field() truncated: boolean;
  @Field(() => Int, { description: 'Files kept in the report.' }) totalFiles: number;
}

@ObjectType()
export class OrphanDeleteFailure {
  @Field() key: string;
  @Field() reason: string;
}

@ObjectType()
export class OrphanDeleteResult {
  @Field(() => Int) totalDeleted: number;
  @Field(() => Int) totalFailed: number;
  @Field(() => [OrphanDeleteFailure], { description: 'The first 100.' })
  failures: OrphanDeleteFailure[];
}

@ArgsType()
export class OrphanKeysArgs {
  @Field(() => [String])
  @ArrayMinSize(1, { message: 'No files selected' })
  @ArrayMaxSize(MAX_SELECTED_ORPHAN_KEYS)
  @IsString({ each: true })
  @MaxLength(1024, { each: true })
  fileKeys: string[];
}
