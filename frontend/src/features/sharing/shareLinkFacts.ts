import type { ShareLinkItemFragment } from '../../graphql/generated/sharing/graphql';
import { formatDate, formatDateTime } from '../../lib/format';

/** One option of a link as the dialog's summary and the list say it. */
export interface ShareLinkFact {
  label: string;
  value: string;
}

/** Whether the link has passed its expiry (it then answers "404 Page Not Found"). */
export function hasExpired(link: Pick<ShareLinkItemFragment, 'expiresAt'>, now = Date.now()) {
  return link.expiresAt !== null && new Date(link.expiresAt).getTime() <= now;
}

/** "Never", "Jan 15, 2026, 11:59 PM", or "Expired Jan 15, 2026, 11:59 PM". */
export function expiryText(link: Pick<ShareLinkItemFragment, 'expiresAt'>, now = Date.now()) {
  if (!link.expiresAt) return 'Never';
  const when = formatDateTime(link.expiresAt);
  return hasExpired(link, now) ? `Expired ${when}` : when;
}

/** The options a link was given: expiry, password, download, prompt and settings. */
export function shareLinkOptionFacts(
  link: ShareLinkItemFragment,
  now = Date.now(),
): ShareLinkFact[] {
  return [
    { label: 'Expires', value: expiryText(link, now) },
    { label: 'Password', value: link.hasPassword ? 'Yes' : 'No' },
    { label: 'Download', value: link.allowDownload ? 'Allowed' : 'Not allowed' },
    { label: 'Prompt and settings', value: link.showPrompt ? 'Shown' : 'Hidden' },
  ];
}

/** What the link shows, as its row's heading: the folder's name, or "Image". */
export function sharedTitle(link: ShareLinkItemFragment): string {
  return link.kind === 'folder' ? (link.folder?.name ?? 'Folder') : 'Image';
}

/** What the link shows, in a sentence: `the folder "Trips"` or `an image`. */
export function sharedPhrase(link: ShareLinkItemFragment): string {
  return link.kind === 'folder' ? `the folder "${sharedTitle(link)}"` : 'an image';
}

/** How the link was used, and when made. */
export function shareLinkUseFacts(link: ShareLinkItemFragment): ShareLinkFact[] {
  return [
    { label: 'Views', value: String(link.views) },
    { label: 'Last view', value: link.lastViewedAt ? formatDateTime(link.lastViewedAt) : 'Never' },
    { label: 'Created', value: formatDate(link.createdAt) },
  ];
}
