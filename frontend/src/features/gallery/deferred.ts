import { lazyPart } from '../../lib/lazyPart';

// What renders with the gallery: lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

export const DeferredDateRangeFilter = lazyPart(parts, 'DateRangeFilter');
export const DeferredModelFilter = lazyPart(parts, 'ModelFilter');

// What waits for a click: a chunk each, fetched the first time it is opened
// (frontend/build/splitPlan.ts, ON_DEMAND), so no first load carries it.
export const DeferredCreateFolderDialog = lazyPart(
  () => import('./CreateFolderDialog'),
  'CreateFolderDialog',
);
export const DeferredDeleteConfirmDialog = lazyPart(
  () => import('./DeleteConfirmDialog'),
  'DeleteConfirmDialog',
);
export const DeferredGenerationDetailsPanel = lazyPart(
  () => import('./GenerationDetailsPanel'),
  'GenerationDetailsPanel',
);
export const DeferredImageViewer = lazyPart(() => import('./ImageViewer'), 'ImageViewer');
export const DeferredManageFoldersDialog = lazyPart(
  () => import('./ManageFoldersDialog'),
  'ManageFoldersDialog',
);
export const DeferredMoveDialog = lazyPart(() => import('./MoveDialog'), 'MoveDialog');
export const DeferredSelectionBar = lazyPart(() => import('./SelectionBar'), 'default');
export const DeferredToolResultDialog = lazyPart(() => import('./ToolResultDialog'), 'default');
