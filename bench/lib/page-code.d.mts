// Types of page-code.mjs for the TypeScript callers (the page-budget journey in frontend/e2e).

/** What a page loaded: scripts and stylesheets, one per file. */
export interface PageCode {
  scripts: number;
  stylesheets: number;
  requests: number;
  jsBytes: number;
  cssBytes: number;
  bytes: number;
  encodings: string[];
  files: { url: string; bytes: number }[];
}

/** A Chrome DevTools Protocol session, as Puppeteer and Playwright both give one. */
export interface CdpSession {
  send(method: 'Network.enable'): Promise<unknown>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (event: any) => void): unknown;
}

export const IDLE_MS: number;
export const PAGE_BUDGETS: Record<string, { requests: number; kb: number }>;

export function recordPageCode(
  cdp: CdpSession,
): Promise<{ loaded: () => PageCode; idle: () => Promise<void> }>;

export function overBudget(route: string, summary: PageCode): string[];
