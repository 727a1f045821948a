import { lazyPart } from '../../lib/lazyPart';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

export const DeferredShareDialog = lazyPart(parts, 'ShareDialog');
export const DeferredSharedLinks = lazyPart(parts, 'SharedLinks');
