import { Flex, Typography } from 'antd';
import { PageSpinner } from '../app/PageSpinner';
import { useSession } from '../features/account/session';
import { GeneratorDashboard } from '../features/generator/GeneratorDashboard';
import { usePageTitle } from '../lib/usePageTitle';

export default function DashboardPage() {
  usePageTitle('Dashboard');
  const { user, loading } = useSession();

  if (loading) return <PageSpinner />;
  if (!user) {
    // Spec part 1 §2: a visitor gets this and nothing else.
    return (
      <Flex vertical align="center" style={{ padding: 'clamp(48px, 10vw, 96px) 16px' }}>
        <Typography.Title level={1}>Please Log In</Typography.Title>
        <Typography.Paragraph type="secondary">
          You need to be logged in to access the dashboard.
        </Typography.Paragraph>
      </Flex>
    );
  }

  return (
    <div style={{ maxWidth: 1440, margin: '0 auto', padding: 'clamp(16px, 3vw, 32px) 16px' }}>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        Create
      </Typography.Title>
      <GeneratorDashboard />
    </div>
  );
}
