import { lazy } from 'react';

// The layout's parts that show the server's AppInfo: with GraphQL, so fetched apart and only when
// wanted (LoadWhenNeeded), which a page without GraphQL, such as the landing page, may never do.
const parts = () => import('./appInfoParts');
export const AppVersion = lazy(() => parts().then((m) => ({ default: m.AppVersion })));
export const SimulatorNotice = lazy(() => parts().then((m) => ({ default: m.SimulatorNotice })));
export const MaintenanceBanner = lazy(() =>
  parts().then((m) => ({ default: m.MaintenanceBanner })),
);
