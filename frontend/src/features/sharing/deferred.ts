import { lazyPart } from '../../lib/lazyPart';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

export const DeferredSharedLinks = lazyPart(parts, 'SharedLinks');

/**
 * The share dialog in a chunk of its own, fetched when a share is asked for: it alone on the
 * dashboard needs the date picker (antd's, its panels and dayjs: about 30 KB compressed).
 */
export const DeferredShareDialog = lazyPart(() => import('./ShareDialog'), 'ShareDialog');
