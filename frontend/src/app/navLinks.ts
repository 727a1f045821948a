import type { SessionUser } from '../features/account/session';

export interface NavLink {
  to: string;
  label: string;
}

/** The header's page links for who is looking: visitors, signed-in users, administrators. */
export function navLinksFor(user: SessionUser | null): NavLink[] {
  const links: NavLink[] = [{ to: '/', label: 'Home' }];
  if (user) {
    links.push({ to: '/dashboard', label: 'Create!' }, { to: '/gallery', label: 'My Images' });
  }
  if (user?.isAdmin) links.push({ to: '/admin', label: 'Admin' });
  return links;
}

/**
 * The page links of the narrow header's menu: the header's, and for a signed-in user the credits
 * page too, which the wide header reaches through the credit badge beside them.
 */
export function menuLinksFor(user: SessionUser | null): NavLink[] {
  return navLinksFor(user).flatMap((link) =>
    link.to === '/gallery' ? [link, { to: '/credits', label: 'Credits' }] : [link],
  );
}

/** The link to highlight for a path; /images is the same page as /gallery. */
export function activeNavKey(pathname: string): string {
  return pathname === '/images' ? '/gallery' : pathname;
}
