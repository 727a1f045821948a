/**
 * The address typed in the log-in form, carried to /forgot-password in router state (not in the
 * URL, where it would end up in the history and the server's logs).
 */
export interface PrefilledEmailState {
  email: string;
}

export function prefilledEmailState(email: string | undefined): PrefilledEmailState | undefined {
  const typed = email?.trim();
  return typed ? { email: typed } : undefined;
}

/** The carried address, or '' when the page was opened another way (a mail, a bookmark). */
export function prefilledEmail(state: unknown): string {
  const email = (state as Partial<PrefilledEmailState> | null)?.email;
  return typeof email === 'string' ? email : '';
}
