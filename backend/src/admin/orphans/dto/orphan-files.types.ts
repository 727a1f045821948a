import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';
import { ApiProperty } from '@nestjs/swagger';

/** Most keys one "delete selected" job takes. */
export const MAX_SELECTED_ORPHAN_KEYS = 10_000;

@ObjectType()
export class OrphanFile {
  @ApiProperty({ type: String })
  @Field()
  key: string;
  @ApiProperty({ type: Number, description: 'Bytes.' })
  @Field(() => Float, { description: 'Bytes.' })
  size: number;
  @ApiProperty({ type: Number, description: 'USD per month to keep it.' })
  @Field(() => Float, { description: 'USD per month to keep it.' })
  estimatedCost: number;
  @ApiProperty({ type: String, format: 'date-time' })
  @Field()
  lastModified: Date;
}

@ObjectType()
export class OrphanStatistics {
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  totalOrphanFiles: number;
  @Field(() => Float, { description: 'bytes / 1024 / 1024, two decimals.' })
  @ApiProperty({ type: Number, description: 'bytes / 1024 / 1024, two decimals.' })
  totalOrphanSizeMB: number;
  @Field(() => Float, { description: 'Of the objects scanned, two decimals.' })
  @ApiProperty({ type: Number, description: 'Of the objects scanned, two decimals.' })
  orphanPercentage: number;
  @ApiProperty({ type: Number, description: 'USD.' })
  @Field(() => Float, { description: 'USD.' })
  estimatedMonthlyCost: number;
}

@ObjectType()
export class OrphanScanResult {
  @ApiProperty({ type: () => OrphanStatistics })
  @Field(() => OrphanStatistics)
  statistics: OrphanStatistics;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  scannedObjects: number;
  @ApiProperty({ type: 'integer', description: 'Orphan files kept in the report.' })
  @Field(() => Int, { description: 'Orphan files kept in the report.' })
  reportedFiles: number;
  @Field({ description: 'More orphans exist than the report keeps; the statistics count all.' })
  @ApiProperty({ type: Boolean, description: 'More orphans exist than the report keeps.' })
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
  @ApiProperty({ type: String })
  @Field()
  key: string;
  @ApiProperty({ type: String })
  @Field()
  reason: string;
}

@ObjectType()
export class OrphanDeleteResult {
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  totalDeleted: number;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  totalFailed: number;
  @Field(() => [OrphanDeleteFailure], { description: 'The first 100.' })
  @ApiProperty({ type: () => [OrphanDeleteFailure], description: 'The first 100.' })
  failures: OrphanDeleteFailure[];
}

@ArgsType()
export class OrphanKeysArgs {
  @Field(() => [String])
  @ArrayMinSize(1, { message: 'No files selected' })
  @ArrayMaxSize(MAX_SELECTED_ORPHAN_KEYS)
  @IsString({ each: true })
  @MaxLength(1024, { each: true })
  @ApiProperty({
    type: [String],
    minItems: 1,
    maxItems: MAX_SELECTED_ORPHAN_KEYS,
    description: 'Keys from the orphan scan (each at most 1024 characters).',
  })
  fileKeys: string[];
}
