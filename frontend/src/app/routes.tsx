import { type ComponentType, Fragment, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './AppLayout';
import { type PageHandle, useMarksFirstPageDrawn } from './firstPage';
import { PageSpinner } from './PageSpinner';
import { RequireAuth } from './RequireAuth';
import { RouteErrorPage } from './RouteErrorPage';

/** What a page needs around it: antd's theme and App context, and the GraphQL client. */
interface PageNeeds {
  antd?: boolean;
  graphql?: boolean;
}

/**
 * A route whose page code is fetched on first visit, so each page is its own chunk.
 * HydrateFallback keeps header and footer on screen while the first page loads. A page built with
 * antd gets its theme around it, one that uses GraphQL the client, each loaded with the page's own
 * code; the marketing pages need neither, so a visitor's first page arrives without both. The
 * handle says before the page's code loads whether it uses GraphQL (see firstPage.ts).
 */
function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  { antd = true, graphql = true }: PageNeeds = {},
) {
  const handle: PageHandle = { graphql };
  return {
    handle,
    lazy: async () => {
      const [{ default: Page }, antdBoundary, apolloBoundary] = await Promise.all([
        load(),
        antd ? import('./AntdBoundary') : null,
        graphql ? import('../lib/ApolloBoundary') : null,
      ]);
      const WithAntd = antdBoundary?.AntdBoundary ?? Fragment;
      const WithApollo = apolloBoundary?.ApolloBoundary ?? Fragment;
      const content =
        antdBoundary || apolloBoundary ? (
          <WithAntd>
            <Suspense fallback={<PageSpinner />}>
              <WithApollo>
                <Page />
              </WithApollo>
            </Suspense>
          </WithAntd>
        ) : (
          <Page />
        );
      return { Component: () => <DrawnPage>{content}</DrawnPage> };
    },
    HydrateFallback: PageSpinner,
  };
}

function DrawnPage({ children }: { children: ReactNode }) {
  useMarksFirstPageDrawn();
  return children;
}

/** The marketing pages: plain markup and CSS, no antd, no GraphQL. */
const MARKETING: PageNeeds = { antd: false, graphql: false };

export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // Pathless: a failing page shows its error inside the layout, header still usable.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, ...lazyPage(() => import('../pages/LandingPage'), MARKETING) },
          { path: 'about', ...lazyPage(() => import('../pages/AboutPage'), MARKETING) },
          { path: 'auth', ...lazyPage(() => import('../pages/AuthPage')) },
          // Public: mailed links lead here, opened by visitors as often as by signed-in users.
          { path: 'forgot-password', ...lazyPage(() => import('../pages/ForgotPasswordPage')) },
          { path: 'reset-password', ...lazyPage(() => import('../pages/ResetPasswordPage')) },
          { path: 'verify-email', ...lazyPage(() => import('../pages/VerifyEmailPage')) },
          {
            path: 'undo-email-change',
            ...lazyPage(() => import('../pages/UndoEmailChangePage')),
          },
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
              // A shared page's "Remix" and "Save to my gallery" (server-rendered at /s/{slug}).
              {
                path: 'shared/:slug/:creationId/:action',
                ...lazyPage(() => import('../pages/SharedImageActionPage')),
              },
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
