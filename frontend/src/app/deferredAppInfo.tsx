import { lazyPart } from '../lib/lazyPart';

// The layout's parts that show the server's AppInfo: with GraphQL, so fetched apart and only when
// wanted (LoadWhenNeeded), which a page without GraphQL, such as the landing page, may never do.
const parts = () => import('./appInfoParts');
export const AppVersion = lazyPart(parts, 'AppVersion');
export const SimulatorNotice = lazyPart(parts, 'SimulatorNotice');
export const MaintenanceBanner = lazyPart(parts, 'MaintenanceBanner');
