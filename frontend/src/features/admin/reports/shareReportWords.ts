import { SHARE_REPORT_REASON_LABELS } from '../../../graphql/generated/limits';
import type { ShareLinkState, ShareReportReason } from '../../../graphql/generated/admin/graphql';

/** The reasons as a reporter picked them on the shared page: the server's words. */
export const REASON_LABELS: Record<ShareReportReason, string> = SHARE_REPORT_REASON_LABELS;

/** Where a reported link stands, as its tag reads, and the tag's colour. */
export const STATE_TAGS: Record<ShareLinkState, { label: string; color?: string }> = {
  live: { label: 'Live', color: 'green' },
  disabled: { label: 'Disabled', color: 'red' },
  revoked: { label: 'Revoked by owner' },
  expired: { label: 'Expired' },
};
