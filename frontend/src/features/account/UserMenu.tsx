import {
  CrownOutlined,
  LogoutOutlined,
  PictureOutlined,
  SettingOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Button, Dropdown, Flex, type MenuProps, Typography, theme } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { initialsOf } from './initials';
import { type SessionUser, useSession } from './session';

const LOGOUT_KEY = 'logout';

/** The avatar in the header and the account menu behind it. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  const handleLogout = async () => {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
      setOpen(false);
    }
    navigate('/');
  };

  const items: MenuProps['items'] = [
    {
      key: 'identity',
      type: 'group',
      label: (
        <Flex vertical>
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{user.email}</Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: '/profile',
      icon: <UserOutlined aria-hidden />,
      label: <Link to="/profile">Profile</Link>,
    },
    {
      key: '/gallery',
      icon: <PictureOutlined aria-hidden />,
      label: <Link to="/gallery">My Images</Link>,
    },
    {
      key: '/credits',
      icon: <WalletOutlined aria-hidden />,
      label: <Link to="/credits">Credits</Link>,
    },
    {
      key: '/settings',
      icon: <SettingOutlined aria-hidden />,
      label: <Link to="/settings">Settings</Link>,
    },
    ...(user.isAdmin
      ? [
          {
            key: '/admin',
            icon: <CrownOutlined aria-hidden />,
            label: <Link to="/admin">Adminpanel</Link>,
          },
        ]
      : []),
    { type: 'divider' },
    {
      key: LOGOUT_KEY,
      icon: <LogoutOutlined aria-hidden />,
      danger: true,
      disabled: loggingOut,
      label: loggingOut ? 'Loggar ut...' : 'Logga ut',
    },
  ];

  const onMenuClick: MenuProps['onClick'] = ({ key }) => {
    // The menu stays open while logging out, so the pending text is visible.
    if (key === LOGOUT_KEY) void handleLogout();
    else setOpen(false);
  };

  return (
    <Dropdown
      trigger={['click']}
      open={open}
      // Clicks on items are handled above; only the trigger and outside clicks toggle here.
      onOpenChange={(next, info) => info.source === 'trigger' && setOpen(next)}
      menu={{ items, onClick: onMenuClick, 'aria-label': 'Account' }}
      // Inside the sticky header, so the open menu stays under the avatar when the page scrolls.
      getPopupContainer={(trigger) => trigger.closest('header') ?? document.body}
    >
      <Button
        type="text"
        shape="circle"
        // The name starts with the initials the button shows (WCAG 2.5.3 label in name), so
        // "click AL" works by voice too.
        aria-label={`${initialsOf(user.name)}, Account menu`}
        style={{ padding: 0, width: 40, height: 40 }}
      >
        <Avatar style={{ backgroundColor: token.colorPrimary, verticalAlign: 'middle' }}>
          {initialsOf(user.name)}
        </Avatar>
      </Button>
    </Dropdown>
  );
}
