import { Link } from 'react-router-dom';
import { CreditBalance } from '../features/account/CreditBalance';
import type { SessionUser } from '../features/account/session';
import { UserMenu } from '../features/account/UserMenu';
import { AntdTheme } from './theme';

/** The header's credit badge; it leads to the credits page (packs to buy, where credits went). */
export function HeaderCreditBalance({ user }: { user: SessionUser }) {
  return (
    <AntdTheme>
      <Link to="/credits" style={{ display: 'inline-flex', textDecoration: 'none' }}>
        <CreditBalance amount={user.creditBalance} unlimited={user.isAdmin} />
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
