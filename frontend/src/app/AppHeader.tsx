import { MenuOutlined } from '@ant-design/icons';
import {
  Button,
  Dropdown,
  Flex,
  Grid,
  Layout,
  Menu,
  type MenuProps,
  Typography,
  theme,
} from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { CreditBalance } from '../features/account/CreditBalance';
import { useSession } from '../features/account/session';
import { UserMenu } from '../features/account/UserMenu';
import { BRAND_NAME } from '../lib/brand';
import { LinkButton } from '../lib/LinkButton';
import { BrandLogo } from './BrandLogo';
import { HelpButton } from './HelpButton';
import { activeNavKey, navLinksFor } from './navLinks';
import { ThemeToggle } from './ThemeToggle';

export function AppHeader() {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  // Below the md breakpoint the page links fold into a menu button.
  const compact = !screens.md;

  const navItems: MenuProps['items'] = navLinksFor(user).map(({ to, label }) => ({
    key: to,
    label: <Link to={to}>{label}</Link>,
  }));
  const selectedKeys = [activeNavKey(pathname)];

  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        paddingInline: compact ? 12 : 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Link to="/" style={{ display: 'flex', alignItems: 'center', gap: 10, flexShrink: 0 }}>
        <BrandLogo />
        {screens.sm && (
          <Typography.Text strong style={{ fontSize: 18, whiteSpace: 'nowrap' }}>
            {BRAND_NAME}
          </Typography.Text>
        )}
      </Link>

      {compact ? (
        <div style={{ flex: 1 }} />
      ) : (
        <Menu
          aria-label="Main navigation"
          mode="horizontal"
          items={navItems}
          selectedKeys={selectedKeys}
          style={{ flex: 1, minWidth: 0, borderBottom: 'none', background: 'transparent' }}
        />
      )}

      <Flex align="center" gap={compact ? 4 : 8}>
        {user && (
          // The balance leads to the credits page: packs to buy and where the credits went.
          <Link to="/credits" style={{ display: 'inline-flex' }}>
            <CreditBalance amount={user.creditBalance} unlimited={user.isAdmin} />
          </Link>
        )}
        <ThemeToggle />
        <HelpButton appearance={compact ? 'icon' : 'header'} />
        {user && <UserMenu user={user} />}
        {/* While a stored token is checked, offering Login would flash at a signed-in user. */}
        {!user && !loading && (
          <LinkButton type="primary" to="/auth">
            Login
          </LinkButton>
        )}
        {compact && (
          <Dropdown
            trigger={['click']}
            menu={{ items: navItems, selectedKeys, 'aria-label': 'Main navigation' }}
          >
            <Button type="text" icon={<MenuOutlined aria-hidden />} aria-label="Open navigation" />
          </Dropdown>
        )}
      </Flex>
    </Layout.Header>
  );
}
