import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { ArrayMaxSize, ArrayMinSize, IsString, MaxLength } from 'class-validator';
import { CursorPage, NumberedPageArgs } from '../../../common/pagination/cursor-page.js';
import { restInput, restOutput } from '../../../common/rest/rest-shape.js';

/** Most keys one "delete selected" job takes. */
export const MAX_SELECTED_ORPHAN_KEYS = 10_000;

@ObjectType({
  description: 'A stored file no creation points at, older than the grace period.',
})
export class OrphanFile {
  @Field({ description: "The file's storage key; adminDeleteOrphanFiles takes it." })
  key: string;
  @Field(() => Float, { description: "The file's size in bytes." })
  size: number;
  @Field(() => Float, { description: 'USD per month to keep it.' })
  estimatedCost: number;
  @Field({ description: 'When the file was last written.' })
  lastModified: Date;
}

@ObjectType({ description: "An orphan scan's totals, over every orphan found." })
export class OrphanStatistics {
  @Field(() => Int, { description: 'How many orphan files the scan found.' })
  totalOrphanFiles: number;
  @Field(() => Float, {
    description: 'Their total size in MB (bytes / 1024 / 1024), two decimals.',
  })
  totalOrphanSizeMB: number;
  @Field(() => Float, {
    description: 'Orphans as a percentage of the files scanned, two decimals.',
  })
  orphanPercentage: number;
  @Field(() => Float, { description: 'USD per month to keep every orphan.' })
  estimatedMonthlyCost: number;
}

@ObjectType({
  description: 'The outcome of an orphan-scan job; the files are in adminOrphanReport.',
})
export class OrphanScanResult {
  @Field(() => OrphanStatistics, { description: 'Totals over every orphan found.' })
  statistics: OrphanStatistics;
  @Field(() => Int, { description: 'How many stored files the scan looked at.' })
  scannedObjects: number;
  @Field(() => Int, { description: 'Orphan files kept in the report.' })
  reportedFiles: number;
  @Field({ description: 'More orphans exist than the report keeps; the statistics count all.' })
  truncated: boolean;
}

@ObjectType({ description: 'The stored report of one finished orphan scan.' })
export class OrphanReport {
  @Field(() => ID, { description: "The scan job's id (in the orphan-scan queue)." })
  jobId: string;
  @Field({ description: 'When the scan finished.' }) finishedAt: Date;
  @Field(() => OrphanStatistics, { description: 'Totals over every orphan found.' })
  statistics: OrphanStatistics;
  @Field(() => Int, { description: 'How many stored files the scan looked at.' })
  scannedObjects: number;
  @Field({ description: 'More orphans exist than the report keeps; the statistics count all.' })
  truncated: boolean;
  @Field(() => Int, { description: 'Files kept in the report.' }) totalFiles: number;
}

@ObjectType({ description: 'A file the deletion did not remove, and why.' })
export class OrphanDeleteFailure {
  @Field({ description: "The file's storage key." })
  key: string;
  @Field({ description: 'Why it was not deleted.' })
  reason: string;
}

@ObjectType({ description: 'The outcome of an orphan-delete job.' })
export class OrphanDeleteResult {
  @Field(() => Int, { description: 'How many files were deleted.' })
  totalDeleted: number;
  @Field(() => Int, { description: 'How many files could not be deleted (see failures).' })
  totalFailed: number;
  @Field(() => [OrphanDeleteFailure], {
    description: 'The files not deleted and why (the first 100).',
  })
  failures: OrphanDeleteFailure[];
}

@ArgsType()
export class OrphanKeysArgs {
  @Field(() => [String], {
    description: 'Keys from the orphan scan: 1 to 10,000, each at most 1024 characters.',
  })
  @ArrayMinSize(1, { message: 'No files selected' })
  @ArrayMaxSize(MAX_SELECTED_ORPHAN_KEYS)
  @IsString({ each: true })
  @MaxLength(1024, { each: true })
  fileKeys: string[];
}

@ObjectType({ description: "A page of a report's orphan files, in key order." })
export class OrphanFilePage extends CursorPage(OrphanFile) {}

@ArgsType()
export class OrphanFilePageArgs extends NumberedPageArgs(50) {}

// The REST answers and body, declared over the GraphQL types above.

export const OrphanFileRest = restOutput(OrphanFile, { name: 'OrphanFile' });

export const OrphanStatisticsRest = restOutput(OrphanStatistics, { name: 'OrphanStatistics' });

/** An orphan-scan job's outcome (GET /api/admin/jobs/orphan-scan/{id}). */
export const OrphanScanResultRest = restOutput(OrphanScanResult, {
  name: 'OrphanScanResult',
  // A plain reference to OrphanStatistics, as REST has always described it.
  openApi: { statistics: { description: undefined } },
  nested: { statistics: OrphanStatisticsRest },
});

/** An orphan-delete job's outcome (GET /api/admin/jobs/orphan-delete/{id}). */
export const OrphanDeleteResultRest = restOutput(OrphanDeleteResult, {
  name: 'OrphanDeleteResult',
  nested: { failures: restOutput(OrphanDeleteFailure, { name: 'OrphanDeleteFailure' }) },
});

/** What DELETE /api/admin/orphan-files answers: the totals, not the failures. */
export const OrphanDeleteTotals = restOutput(OrphanDeleteResult, {
  name: 'OrphanDeleteTotals',
  omit: ['failures'],
});

/** Body of DELETE /api/admin/orphan-files. */
export const OrphanKeysBody = restInput(OrphanKeysArgs, { name: 'OrphanKeysArgs' });
