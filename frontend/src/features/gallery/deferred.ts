import { lazy } from 'react';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

export const DeferredCreateFolderDialog = lazy(() =>
  parts().then((m) => ({ default: m.CreateFolderDialog })),
);
export const DeferredDateRangeFilter = lazy(() =>
  parts().then((m) => ({ default: m.DateRangeFilter })),
);
export const DeferredDeleteConfirmDialog = lazy(() =>
  parts().then((m) => ({ default: m.DeleteConfirmDialog })),
);
export const DeferredGenerationDetailsPanel = lazy(() =>
  parts().then((m) => ({ default: m.GenerationDetailsPanel })),
);
export const DeferredImageViewer = lazy(() => parts().then((m) => ({ default: m.ImageViewer })));
export const DeferredManageFoldersDialog = lazy(() =>
  parts().then((m) => ({ default: m.ManageFoldersDialog })),
);
export const DeferredModelFilter = lazy(() => parts().then((m) => ({ default: m.ModelFilter })));
export const DeferredMoveDialog = lazy(() => parts().then((m) => ({ default: m.MoveDialog })));
export const DeferredSelectionBar = lazy(() => parts().then((m) => ({ default: m.SelectionBar })));
export const DeferredToolResultDialog = lazy(() =>
  parts().then((m) => ({ default: m.ToolResultDialog })),
);
