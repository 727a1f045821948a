// Types of mail-catcher.mjs for the TypeScript callers (the Playwright journeys in frontend/e2e).

export interface CaughtMail {
  /** maildev's id of the message. */
  id: string;
  subject: string;
  /** The plain-text part, '' when there is none. */
  text: string;
  /** The HTML part, '' when there is none. */
  html: string;
}

export function latestMailTo(
  mailUrl: string,
  address: string,
  options?: { subjectIncludes?: string; timeoutMs?: number },
): Promise<CaughtMail>;

export function startMailCatcher(options: {
  dataDir: string;
  smtpPort?: number;
  webPort?: number;
}): Promise<{ smtpUrl: string; webUrl: string; stop: () => Promise<void> }>;
