import { useQuery } from '@apollo/client/react';
import { Button, Flex, Result, Tabs, Typography } from 'antd';
import { PageSpinner } from '../../app/PageSpinner';
import { AdminReferenceDocument } from '../../graphql/generated/admin/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { ModelsTab } from './models/ModelsTab';
import { ProviderAccountCard } from './provider-account/ProviderAccountCard';
import { ShareReportsSection } from './reports/ShareReportsSection';
import { useStoredModels } from './models/useStoredModels';
import { SettingsTab } from './settings/SettingsTab';
import { UsersTab } from './users/UsersTab';
import { useAdminUsers } from './users/useAdminUsers';

/**
 * The administrator panel: Models, Users (with the reports of shared pages) and Settings tabs.
 * The reference, model and user lists load first, behind one full-page spinner (spec); later
 * reloads keep the page on screen.
 */
export function AdminPanel() {
  const reference = useQuery(AdminReferenceDocument);
  const storedModels = useStoredModels();
  const users = useAdminUsers();

  const referenceData = reference.data;
  const failure = [reference.error, storedModels.error, users.error].find(
    (error, index) => error && [referenceData, storedModels.page, users.page][index] === undefined,
  );
  if (failure) {
    return (
      <Result
        status="error"
        title="Could not load the admin panel"
        subTitle={errorMessage(failure)}
        extra={
          <Button
            type="primary"
            onClick={() => {
              void reference.refetch();
              void storedModels.reload();
              void users.reload();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
  if (!referenceData || !storedModels.page || !users.page) return <PageSpinner />;

  return (
    <div style={{ maxWidth: 1400, margin: '0 auto', padding: 'clamp(24px, 4vw, 40px) 16px' }}>
      <Typography.Title level={1} style={{ marginTop: 0, marginBottom: 4 }}>
        Admin Panel
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
        Manage users, models and system configuration
      </Typography.Paragraph>
      <ProviderAccountCard />
      <Tabs
        defaultActiveKey="models"
        items={[
          {
            key: 'models',
            label: 'Models',
            children: <ModelsTab reference={referenceData} storedModels={storedModels} />,
          },
          {
            key: 'users',
            label: 'Users',
            children: (
              <Flex vertical gap={24}>
                <UsersTab reference={referenceData} users={users} />
                <ShareReportsSection />
              </Flex>
            ),
          },
          {
            key: 'settings',
            label: 'Settings',
            children: <SettingsTab reference={referenceData} />,
          },
        ]}
      />
    </div>
  );
}
