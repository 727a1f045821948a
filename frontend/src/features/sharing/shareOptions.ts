import dayjs, { type Dayjs } from 'dayjs';
import type {
  CreateShareLinkInput,
  ShareLinkItemFragment,
  UpdateShareLinkInput,
} from '../../graphql/generated/sharing/graphql';

/** When a link stops: never, a number of days from now, or at the end of a chosen day. */
export type ExpiryChoice = 'never' | '1d' | '7d' | '30d' | 'date';

export const EXPIRY_CHOICES: readonly { value: ExpiryChoice; label: string }[] = [
  { value: 'never', label: 'Never' },
  { value: '1d', label: '1 day' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'date', label: 'On a date' },
];

const DAYS: Record<Exclude<ExpiryChoice, 'never' | 'date'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
};
const DAY_MS = 24 * 3600 * 1000;

/** The share dialog's options, as its form holds them. */
export interface ShareOptionsValues {
  expiry: ExpiryChoice;
  /** With expiry 'date': the last day the link works. */
  expiryDate: Dayjs | null;
  /** Empty: no password (a new link), or the current one kept (a link being edited). */
  password: string;
  /** Editing a link that has a password: take it away. */
  removePassword: boolean;
  allowDownload: boolean;
  showPrompt: boolean;
  /** The owner confirms sharing images the provider flagged as adult content (NSFW). */
  confirmNsfw: boolean;
}

/** A new link: never expires, no password, download allowed, prompt and settings hidden. */
export const NEW_LINK_OPTIONS: ShareOptionsValues = {
  expiry: 'never',
  expiryDate: null,
  password: '',
  removePassword: false,
  allowDownload: true,
  showPrompt: false,
  confirmNsfw: false,
};

/**
 * What one share is of: a saved image (`nsfw` when the provider flagged it, so the dialog asks
 * at once), or a folder (named in the dialog's title; the server says whether it holds one).
 */
export type ShareTarget =
  { kind: 'creation'; id: string; nsfw?: boolean } | { kind: 'folder'; id: string; name: string };

/** A day before today, in the viewer's time zone: no link can end on it. */
export function isPastDay(day: Dayjs, now: Dayjs = dayjs()): boolean {
  return day.isBefore(now, 'day');
}

/** The moment the options make the link stop (ISO 8601), or null for never. */
export function expiresAtOf(values: ShareOptionsValues, now = new Date()): string | null {
  if (values.expiry === 'never') return null;
  if (values.expiry === 'date') {
    if (!values.expiryDate) throw new Error('An expiry on a date needs the date');
    // The link works through the whole of its last day.
    return values.expiryDate.endOf('day').toISOString();
  }
  return new Date(now.getTime() + DAYS[values.expiry] * DAY_MS).toISOString();
}

/** The createShareLink input: the target, every option, and the password only when one is set. */
export function createInputOf(
  target: ShareTarget,
  values: ShareOptionsValues,
  now = new Date(),
): CreateShareLinkInput {
  return {
    ...(target.kind === 'creation' ? { creationId: target.id } : { folderId: target.id }),
    expiresAt: expiresAtOf(values, now),
    ...(values.password ? { password: values.password } : {}),
    allowDownload: values.allowDownload,
    showPrompt: values.showPrompt,
    ...(values.confirmNsfw ? { confirmNsfw: true } : {}),
  };
}

/** An existing link's options as the form starts with them: its expiry shown as its day. */
export function optionsOfLink(link: ShareLinkItemFragment): ShareOptionsValues {
  return {
    expiry: link.expiresAt ? 'date' : 'never',
    expiryDate: link.expiresAt ? dayjs(link.expiresAt) : null,
    password: '',
    removePassword: false,
    allowDownload: link.allowDownload,
    showPrompt: link.showPrompt,
    confirmNsfw: false,
  };
}

/** Whether the expiry was changed from what the link has (the same day keeps its exact moment). */
export function expiryChanged(values: ShareOptionsValues, initial: ShareOptionsValues): boolean {
  if (values.expiry !== initial.expiry) return true;
  if (values.expiry !== 'date') return false;
  return (
    !values.expiryDate ||
    !initial.expiryDate ||
    !values.expiryDate.isSame(initial.expiryDate, 'day')
  );
}

/**
 * The updateShareLink input: the switches always; the expiry only when changed (an expired link
 * keeps its past date untouched); a new password when typed, null when removed.
 */
export function updateInputOf(
  link: ShareLinkItemFragment,
  values: ShareOptionsValues,
  now = new Date(),
): UpdateShareLinkInput {
  const input: UpdateShareLinkInput = {
    allowDownload: values.allowDownload,
    showPrompt: values.showPrompt,
  };
  if (expiryChanged(values, optionsOfLink(link))) input.expiresAt = expiresAtOf(values, now);
  if (link.hasPassword && values.removePassword) input.password = null;
  else if (values.password) input.password = values.password;
  return input;
}
