/**
 * The gallery's parts its first paint does without: the model and date filters (with the select
 * and the date library, the heaviest of them), select mode's bar with its dialogs, a tool's
 * result, the full-size viewer, the folder dialogs, the one-image move and delete dialogs and the
 * Generation Details panel. One module, so the build makes one chunk of them, fetched as the
 * gallery shows: a lazy import each would split the modules they share with other pages into
 * more, smaller chunks, and every page would then load more bytes.
 */
export { CreateFolderDialog } from './CreateFolderDialog';
export { default as DateRangeFilter } from './DateRangeFilter';
export { DeleteConfirmDialog } from './DeleteConfirmDialog';
export { GenerationDetailsPanel } from './GenerationDetailsPanel';
export { ImageViewer } from './ImageViewer';
export { ManageFoldersDialog } from './ManageFoldersDialog';
export { ModelFilter } from './ModelFilter';
export { MoveDialog } from './MoveDialog';
export { default as SelectionBar } from './SelectionBar';
export { default as ToolResultDialog } from './ToolResultDialog';
