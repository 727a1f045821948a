/** Why a shared page may be reported: a fixed list, each with the words a reporter picks from. */
export const SHARE_REPORT_REASONS = [
  'sexual',
  'minor',
  'violence',
  'hate',
  'illegal',
  'copyright',
  'spam',
  'other',
] as const;

export type ShareReportReason = (typeof SHARE_REPORT_REASONS)[number];

export const SHARE_REPORT_REASON_LABELS: Record<ShareReportReason, string> = {
  sexual: 'Sexual or adult content',
  minor: 'Endangers or sexualises a minor',
  violence: 'Violence or gore',
  hate: 'Hate or harassment',
  illegal: 'Other illegal content',
  copyright: 'Copyright or trademark infringement',
  spam: 'Spam or scam',
  other: 'Something else',
};

/** The longest note a report may carry, in characters. */
export const SHARE_REPORT_NOTE_MAX = 1000;

export function isShareReportReason(value: unknown): value is ShareReportReason {
  return SHARE_REPORT_REASONS.includes(value as ShareReportReason);
}
