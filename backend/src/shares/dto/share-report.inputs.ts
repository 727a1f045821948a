import { Field, InputType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { closedEnum } from '../../common/graphql/closed-enum.js';
import {
  SHARE_REPORT_NOTE_MAX,
  SHARE_REPORT_REASON_LABELS,
  SHARE_REPORT_REASONS,
  type ShareReportReason,
} from '../share-report-reasons.js';

export const ShareReportReasonEnum = closedEnum<ShareReportReason>(
  'ShareReportReason',
  SHARE_REPORT_REASONS,
  'Why a shared page is reported.',
  SHARE_REPORT_REASON_LABELS,
);

const REASON_RULE = `reason must be one of ${SHARE_REPORT_REASONS.join(', ')}`;
const NOTE_RULE = `note must be text of at most ${SHARE_REPORT_NOTE_MAX} characters`;

/** A report of a shared page: a reason from the fixed list and, optionally, a few words. */
@InputType({ description: 'Why a shared page is reported, and optionally a note.' })
export class ReportSharedLinkInput {
  @Field(() => ShareReportReasonEnum, { description: 'Why it is reported.' })
  @IsIn(SHARE_REPORT_REASONS, { message: REASON_RULE })
  reason: ShareReportReason;

  @Field(() => String, {
    nullable: true,
    description: `What the administrators should know, at most ${SHARE_REPORT_NOTE_MAX} characters.`,
  })
  @IsOptional()
  @IsString({ message: NOTE_RULE })
  @MaxLength(SHARE_REPORT_NOTE_MAX, { message: NOTE_RULE })
  note?: string | null;
}
