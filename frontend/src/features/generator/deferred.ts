import { lazyPart } from '../../lib/lazyPart';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

/** Starts fetching the chunk before any of its parts renders (the browser fetches it once). */
export const loadDeferredParts = parts;

export const DeferredAdvancedSettingsBody = lazyPart(parts, 'AdvancedSettingsBody');
export const DeferredChargeBadge = lazyPart(parts, 'ChargeBadge');
export const DeferredEnhancePromptDialog = lazyPart(parts, 'EnhancePromptDialog');
export const DeferredFavoritesDialog = lazyPart(parts, 'FavoritesDialog');
export const DeferredImageViewer = lazyPart(parts, 'ImageViewer');
export const DeferredPreviewOutcome = lazyPart(parts, 'PreviewOutcome');
export const DeferredReplacePromptDialog = lazyPart(parts, 'ReplacePromptDialog');
export const DeferredSaveFavoriteDialog = lazyPart(parts, 'SaveFavoriteDialog');
export const DeferredSaveToFolderDialog = lazyPart(parts, 'SaveToFolderDialog');
