import { lazyPart } from '../../lib/lazyPart';

// What renders with the dashboard: lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

/** Starts fetching the chunk before any of its parts renders (the browser fetches it once). */
export const loadDeferredParts = parts;

export const DeferredAdvancedSettingsBody = lazyPart(parts, 'AdvancedSettingsBody');
export const DeferredChargeBadge = lazyPart(parts, 'ChargeBadge');
export const DeferredGenerationQueue = lazyPart(parts, 'GenerationQueue');
export const DeferredGenerationQueueController = lazyPart(parts, 'GenerationQueueController');
export const DeferredModelPickerOptions = lazyPart(parts, 'ModelPickerOptions');
export const DeferredPendingTiles = lazyPart(parts, 'PendingTiles');
export const DeferredPreviewOutcome = lazyPart(parts, 'PreviewOutcome');
export const DeferredResumedGenerationFollower = lazyPart(parts, 'ResumedGenerationFollower');
export const DeferredRemixNotice = lazyPart(parts, 'RemixNotice');
export const DeferredReplacedSettingsNotice = lazyPart(parts, 'ReplacedSettingsNotice');
export const DeferredSavedResultsLookup = lazyPart(parts, 'SavedResultsLookup');
export const DeferredSizeAdviceNotice = lazyPart(parts, 'SizeAdviceNotice');
export const DeferredSourceImageDetails = lazyPart(parts, 'SourceImageDetails');

// What waits for a click: a chunk each, fetched the first time it is opened
// (frontend/build/splitPlan.ts, ON_DEMAND), so no first load carries it.
export const DeferredEnhancePromptDialog = lazyPart(
  () => import('./prompt/EnhancePromptDialog'),
  'EnhancePromptDialog',
);
export const DeferredFavoritesDialog = lazyPart(
  () => import('./favorites/FavoritesDialog'),
  'FavoritesDialog',
);
export const DeferredImageViewer = lazyPart(() => import('./preview/ImageViewer'), 'ImageViewer');
export const DeferredPromptStylesDialog = lazyPart(
  () => import('./prompt-styles/PromptStylesDialog'),
  'PromptStylesDialog',
);
export const DeferredReplacePromptDialog = lazyPart(
  () => import('./prompt/ReplacePromptDialog'),
  'ReplacePromptDialog',
);
export const DeferredSaveFavoriteDialog = lazyPart(
  () => import('./favorites/SaveFavoriteDialog'),
  'SaveFavoriteDialog',
);
export const DeferredSaveToFolderDialog = lazyPart(
  () => import('./preview/SaveToFolderDialog'),
  'SaveToFolderDialog',
);
