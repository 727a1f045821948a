import { useApolloLoaded } from '../lib/apolloClientSource';
import { LoadWhenNeeded } from '../lib/LoadWhenNeeded';
import { MaintenanceBanner } from './deferredAppInfo';

export const MAINTENANCE_TEXT =
  'The studio is in maintenance mode: new generations are paused. Please try again later.';

/**
 * A banner on every page that works with the server (where GraphQL is loaded: generating, the
 * gallery, the account) while an administrator has paused new generations.
 */
export function MaintenanceNotice() {
  return (
    <LoadWhenNeeded when={useApolloLoaded()}>
      <MaintenanceBanner />
    </LoadWhenNeeded>
  );
}
