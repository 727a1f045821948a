import { type ComponentType, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { PageSpinner } from './PageSpinner';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * A route whose page code is fetched on first visit, so each page is its own chunk.
 * HydrateFallback keeps header and footer on screen while the first page loads. A page that uses
 * GraphQL gets the client around it, loaded with the page's own code; one without (the marketing
 * pages) arrives without Apollo.
 */
function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { graphql = true }: { graphql?: boolean } = {},
) {
  return {
    lazy: async () => {
      if (!graphql) return { Component: (await load()).default };
      const [{ default: Page }, { ApolloBoundary }] = await Promise.all([
        load(),
        import('../lib/ApolloBoundary'),
      ]);
      return {
        Component: () => (
          <Suspense fallback={<PageSpinner />}>
            <ApolloBoundary>
              <Page />
            </ApolloBoundary>
          </Suspense>
        ),
      };
    },
    HydrateFallback: PageSpinner,
  };
}

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // Pathless: a failing page shows its error inside the layout, header still usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, ...lazyPage(() => import('../pages/LandingPage'), { graphql: false }) },
          { path: 'about', ...lazyPage(() => import('../pages/AboutPage'), { graphql: false }) },
          { path: 'auth', ...lazyPage(() => import('../pages/AuthPage')) },
          // Public: mailed links lead here, opened by visitors as often as by signed-in users.
          { path: 'forgot-password', ...lazyPage(() => import('../pages/ForgotPasswordPage')) },
          { path: 'reset-password', ...lazyPage(() => import('../pages/ResetPasswordPage')) },
          { path: 'verify-email', ...lazyPage(() => import('../pages/VerifyEmailPage')) },
          // Not behind RequireAuth: a visitor sees the page's own 'Please Log In'.
          { path: 'dashboard', ...lazyPage(() => import('../pages/DashboardPage')) },
          {
            // Signed-in users only: a visitor goes to /auth and comes back.
            Component: RequireAuth,
            children: [
              { path: 'profile', ...lazyPage(() => import('../pages/ProfilePage')) },
              { path: 'settings', ...lazyPage(() => import('../pages/SettingsPage')) },
              // /images is the same page as /gallery (spec).
              { path: 'gallery', ...lazyPage(() => import('../pages/GalleryPage')) },
              { path: 'images', ...lazyPage(() => import('../pages/GalleryPage')) },
              { path: 'credits', ...lazyPage(() => import('../pages/CreditsPage')) },
            ],
          },
          // Administrators only; the page itself sends everyone else to /dashboard.
          { path: 'admin', ...lazyPage(() => import('../pages/AdminPage')) },
          { path: '*', ...lazyPage(() => import('../pages/NotFoundPage'), { graphql: false }) },
        ],
      },
    ],
  },
];
