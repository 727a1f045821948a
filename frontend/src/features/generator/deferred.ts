import { lazy } from 'react';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

/** Starts fetching the chunk before any of its parts renders (the browser fetches it once). */
export const loadDeferredParts = parts;

export const DeferredAdvancedSettingsBody = lazy(() =>
  parts().then((m) => ({ default: m.AdvancedSettingsBody })),
);
export const DeferredChargeBadge = lazy(() => parts().then((m) => ({ default: m.ChargeBadge })));
export const DeferredEnhancePromptDialog = lazy(() =>
  parts().then((m) => ({ default: m.EnhancePromptDialog })),
);
export const DeferredFavoritesDialog = lazy(() =>
  parts().then((m) => ({ default: m.FavoritesDialog })),
);
export const DeferredImageViewer = lazy(() => parts().then((m) => ({ default: m.ImageViewer })));
export const DeferredPreviewOutcome = lazy(() =>
  parts().then((m) => ({ default: m.PreviewOutcome })),
);
export const DeferredReplacePromptDialog = lazy(() =>
  parts().then((m) => ({ default: m.ReplacePromptDialog })),
);
export const DeferredSaveFavoriteDialog = lazy(() =>
  parts().then((m) => ({ default: m.SaveFavoriteDialog })),
);
export const DeferredSaveToFolderDialog = lazy(() =>
  parts().then((m) => ({ default: m.SaveToFolderDialog })),
);
