import type { Location } from 'react-router-dom';

// Architecture decision 1: back to the page that sent the user to /auth, else the dashboard.
export const DEFAULT_PATH_AFTER_SIGN_IN = '/dashboard';
const AUTH_PATH = '/auth';

/** Router state a guarded page passes to /auth so the user comes back after signing in. */
export interface AuthRedirectState {
  from: string;
}

export function authRedirectState({
  pathname,
  search,
  hash,
}: Pick<Location, 'pathname' | 'search' | 'hash'>): AuthRedirectState {
  return { from: pathname + search + hash };
}

/**
 * The candidate as a path on this site, or null. Anything that would leave the site
 * ("//evil.example", "/\evil.example", "https://…", "javascript:…") or lead back to /auth is refused.
 */
export function sameSitePath(candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, window.location.origin);
  } catch {
    return null;
  }
  if (url.origin !== window.location.origin) return null;
  if (url.pathname.replace(/\/+$/, '') === AUTH_PATH) return null;
  return url.pathname + url.search + url.hash;
}

/** Where to go after signing in: the router state's `from`, else `?next=`, else the dashboard. */
export function pathAfterSignIn({ state, search }: Pick<Location, 'state' | 'search'>): string {
  const from = (state as Partial<AuthRedirectState> | null)?.from;
  const next = new URLSearchParams(search).get('next');
  return sameSitePath(from) ?? sameSitePath(next) ?? DEFAULT_PATH_AFTER_SIGN_IN;
}
