import { useQuery } from '@apollo/client/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppInfoDocument, type AppInfoQuery } from '../graphql/generated/graphql';
import { ApolloBoundary } from '../lib/ApolloBoundary';

// antd's Alert, fetched only when there is maintenance to announce.
const MaintenanceAlert = lazy(() => import('./MaintenanceAlert'));

/** Renders what `show` makes of the app's AppInfo answer (nothing until it has come). */
function WithAppInfo({ show }: { show: (info: AppInfoQuery) => ReactNode }) {
  return (
    <ApolloBoundary>
      <AppInfoReader show={show} />
    </ApolloBoundary>
  );
}

function AppInfoReader({ show }: { show: (info: AppInfoQuery) => ReactNode }) {
  // One request for every part: Apollo answers the others from the same query.
  const { data } = useQuery(AppInfoDocument);
  return data ? show(data) : null;
}

/** " · v1.2.3" after the footer's copyright. */
export function AppVersion() {
  return <WithAppInfo show={({ appInfo }) => ` · v${appInfo.version}`} />;
}

/** The footer's note that images come from the simulator, when they do. */
export function SimulatorNotice() {
  return (
    <WithAppInfo
      show={({ appInfo }) =>
        appInfo.providerMode === 'simulator' && (
          <span className="app-footer-muted app-footer-note">
            Simulated image provider – images are generated locally
          </span>
        )
      }
    />
  );
}

/** A banner on every page while an administrator has paused new generations. */
export function MaintenanceBanner() {
  return (
    <WithAppInfo
      show={({ platformStatus }) =>
        platformStatus.maintenanceMode && (
          <Suspense fallback={null}>
            <MaintenanceAlert />
          </Suspense>
        )
      }
    />
  );
}
