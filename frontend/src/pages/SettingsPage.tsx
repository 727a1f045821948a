import { Card, Divider, Tabs } from 'antd';
import { AccountPage } from '../features/account/AccountPage';
import { ApiKeysSection } from '../features/account/settings/api-keys/ApiKeysSection';
import { ApiSettings } from '../features/account/settings/ApiSettings';
import { InterfaceSettings } from '../features/account/settings/InterfaceSettings';
import { NotificationSettings } from '../features/account/settings/NotificationSettings';
import { WebhooksSection } from '../features/account/settings/webhooks/WebhooksSection';
import { SettingsSharedLinks } from '../features/sharing/SettingsSharedLinks';
import { usePageTitle } from '../lib/usePageTitle';

export default function SettingsPage() {
  usePageTitle('Settings');
  return (
    <AccountPage
      title="Settings"
      subtitle="Adjust the interface and your connection to the image API."
    >
      <Card>
        <Tabs
          items={[
            { key: 'interface', label: 'Interface', children: <InterfaceSettings /> },
            {
              key: 'api',
              label: 'API & Connection',
              children: (
                <>
                  <ApiSettings />
                  <Divider />
                  <ApiKeysSection />
                  <Divider />
                  <WebhooksSection />
                </>
              ),
            },
            { key: 'notifications', label: 'Notifications', children: <NotificationSettings /> },
          ]}
        />
      </Card>
      {/* The user's share links, below the tabs the settings have. */}
      <Card>
        <SettingsSharedLinks />
      </Card>
    </AccountPage>
  );
}
