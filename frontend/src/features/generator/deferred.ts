import { lazyPart } from '../../lib/lazyPart';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

/** Starts fetching the chunk before any of its parts renders (the browser fetches it once). */
export const loadDeferredParts = parts;

export const DeferredAdvancedSettingsBody = lazyPart(parts, 'AdvancedSettingsBody');
export const DeferredChargeBadge = lazyPart(parts, 'ChargeBadge');
export const DeferredEnhancePromptDialog = lazyPart(parts, 'EnhancePromptDialog');
export const DeferredGenerationQueue = lazyPart(parts, 'GenerationQueue');
export const DeferredGenerationQueueController = lazyPart(parts, 'GenerationQueueController');
export const DeferredFavoritesDialog = lazyPart(parts, 'FavoritesDialog');
export const DeferredImageViewer = lazyPart(parts, 'ImageViewer');
export const DeferredModelPickerOptions = lazyPart(parts, 'ModelPickerOptions');
export const DeferredPendingTiles = lazyPart(parts, 'PendingTiles');
export const DeferredPreviewOutcome = lazyPart(parts, 'PreviewOutcome');
export const DeferredPromptStylesDialog = lazyPart(parts, 'PromptStylesDialog');
export const DeferredResumedGenerationFollower = lazyPart(parts, 'ResumedGenerationFollower');
export const DeferredRemixNotice = lazyPart(parts, 'RemixNotice');
export const DeferredReplacePromptDialog = lazyPart(parts, 'ReplacePromptDialog');
export const DeferredReplacedSettingsNotice = lazyPart(parts, 'ReplacedSettingsNotice');
export const DeferredSaveFavoriteDialog = lazyPart(parts, 'SaveFavoriteDialog');
export const DeferredSavedResultsLookup = lazyPart(parts, 'SavedResultsLookup');
export const DeferredSaveToFolderDialog = lazyPart(parts, 'SaveToFolderDialog');
export const DeferredSizeAdviceNotice = lazyPart(parts, 'SizeAdviceNotice');
export const DeferredSourceImageDetails = lazyPart(parts, 'SourceImageDetails');
