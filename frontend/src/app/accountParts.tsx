import { Link } from 'react-router-dom';
import { CreditBalance, creditBalanceText } from '../features/account/CreditBalance';
import type { SessionUser } from '../features/account/session';
import { UserMenu } from '../features/account/UserMenu';
import { AntdTheme } from './theme';
import { SM_UP, useMediaQuery } from './useMediaQuery';

/**
 * The header's credit badge; it leads to the credits page (packs to buy, where credits went). On
 * a phone the figure stands alone by the bolt: "123,456.78 credits" in full, beside the avatar and
 * the buttons, would push the header past a 360 px screen.
 */
export function HeaderCreditBalance({ user }: { user: SessionUser }) {
  const phone = !useMediaQuery(SM_UP);
  return (
    <AntdTheme>
      <Link
        to="/credits"
        aria-label={phone ? creditBalanceText(user.creditBalance, user.isAdmin) : undefined}
        style={{ display: 'inline-flex', textDecoration: 'none' }}
      >
        <CreditBalance amount={user.creditBalance} unlimited={user.isAdmin} compact={phone} />
      </Link>
    </AntdTheme>
  );
}

/** The header's avatar and the account menu behind it. */
export function HeaderUserMenu({ user }: { user: SessionUser }) {
  return (
    <AntdTheme>
      <UserMenu user={user} />
    </AntdTheme>
  );
}
