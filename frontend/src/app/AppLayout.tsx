import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { MaintenanceNotice } from './MaintenanceNotice';

export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <MaintenanceNotice />
      <Layout.Content>
        <Outlet />
      </Layout.Content>
      <AppFooter />
      <ScrollRestoration />
    </Layout>
  );
}
