import { Layout } from 'antd';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { MaintenanceNotice } from './MaintenanceNotice';

/** antd's Layout.Header height (the theme keeps the default). */
const HEADER_HEIGHT_PX = 64;

export function AppLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <AppHeader />
      <MaintenanceNotice />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down as
          the page's code and data arrive (it was most of the pages' layout shift). */}
      <Layout.Content style={{ minHeight: `calc(100vh - ${HEADER_HEIGHT_PX}px)` }}>
        <Outlet />
      </Layout.Content>
      <AppFooter />
      <ScrollRestoration />
    </Layout>
  );
}
