import { lazyPart } from '../../lib/lazyPart';

// Lazy components over the one chunk of deferredParts.ts.
const parts = () => import('./deferredParts');

export const DeferredCreateFolderDialog = lazyPart(parts, 'CreateFolderDialog');
export const DeferredDateRangeFilter = lazyPart(parts, 'DateRangeFilter');
export const DeferredDeleteConfirmDialog = lazyPart(parts, 'DeleteConfirmDialog');
export const DeferredGenerationDetailsPanel = lazyPart(parts, 'GenerationDetailsPanel');
export const DeferredImageViewer = lazyPart(parts, 'ImageViewer');
export const DeferredManageFoldersDialog = lazyPart(parts, 'ManageFoldersDialog');
export const DeferredModelFilter = lazyPart(parts, 'ModelFilter');
export const DeferredMoveDialog = lazyPart(parts, 'MoveDialog');
export const DeferredSelectionBar = lazyPart(parts, 'SelectionBar');
export const DeferredToolResultDialog = lazyPart(parts, 'ToolResultDialog');
