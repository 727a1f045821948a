import type { ShareLinkState, ShareReportReason } from '../../../graphql/generated/admin/graphql';

/** The reasons as a reporter picked them on the shared page. */
export const REASON_LABELS: Record<ShareReportReason, string> = {
  sexual: 'Sexual or adult content',
  minor: 'Endangers or sexualises a minor',
  violence: 'Violence or gore',
  hate: 'Hate or harassment',
  illegal: 'Other illegal content',
  copyright: 'Copyright or trademark infringement',
  spam: 'Spam or scam',
  other: 'Something else',
};

/** Where a reported link stands, as its tag reads, and the tag's colour. */
export const STATE_TAGS: Record<ShareLinkState, { label: string; color?: string }> = {
  live: { label: 'Live', color: 'green' },
  disabled: { label: 'Disabled', color: 'red' },
  revoked: { label: 'Revoked by owner' },
  expired: { label: 'Expired' },
};
