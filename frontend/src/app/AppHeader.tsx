import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../features/account/session';
import { BRAND_NAME } from '../lib/brand';
import { BrandLogo } from './BrandLogo';
import { HeaderCreditBalance, HeaderUserMenu } from './deferredAccountParts';
import { HelpButton } from './HelpButton';
import { NavLinks } from './NavLinks';
import { NavMenuButton } from './NavMenuButton';
import { activeNavKey, menuLinksFor, navLinksFor } from './navLinks';
import { ThemeToggle } from './ThemeToggle';
import { MD_UP, SM_UP, useMediaQuery } from './useMediaQuery';
import './button.css';
import './appHeader.css';

export function AppHeader() {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  // Below the md breakpoint the page links fold into a menu button.
  const compact = !useMediaQuery(MD_UP);
  const showsBrandName = useMediaQuery(SM_UP);
  const links = navLinksFor(user);
  const menuLinks = menuLinksFor(user);
  const current = activeNavKey(pathname);

  return (
    <header className={compact ? 'app-header app-header-compact' : 'app-header'}>
      <Link to="/" className="app-brand">
        <BrandLogo />
        {showsBrandName && <strong className="app-brand-name">{BRAND_NAME}</strong>}
      </Link>

      {compact ? (
        <div className="app-header-spacer" />
      ) : (
        <NavLinks links={links} current={current} className="app-nav" />
      )}

      <div className="app-header-actions">
        {user && (
          <Suspense fallback={null}>
            <HeaderCreditBalance user={user} />
          </Suspense>
        )}
        <ThemeToggle />
        <HelpButton appearance={compact ? 'icon' : 'header'} />
        {user && (
          // The avatar's place is kept while its menu's code arrives.
          <Suspense fallback={<span className="app-avatar-placeholder" />}>
            <HeaderUserMenu user={user} />
          </Suspense>
        )}
        {/* While a stored token is checked, offering Login would flash at a signed-in user. */}
        {!user && !loading && (
          <Link className="button button-primary" to="/auth">
            Login
          </Link>
        )}
        {compact && <NavMenuButton links={menuLinks} current={current} />}
      </div>
    </header>
  );
}
