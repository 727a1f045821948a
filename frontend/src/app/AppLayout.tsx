import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './AppFooter';
import { AppHeader } from './AppHeader';
import { MaintenanceNotice } from './MaintenanceNotice';
import './appLayout.css';

/**
 * Header, page and footer in plain markup styled with the theme's CSS variables, so the shell
 * needs no antd. The content area is at least a screen tall (less the header), so the footer
 * starts below the fold and does not jump down as the page's code and data arrive.
 */
export function AppLayout() {
  return (
    <div className="app-layout">
      <AppHeader />
      <MaintenanceNotice />
      <main className="app-content">
        <Outlet />
      </main>
      <AppFooter />
      <ScrollRestoration />
    </div>
  );
}
