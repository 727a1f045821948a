/**
 * The gallery's parts its first paint does without: the date range picker (with its date
 * library, the heaviest of them), select mode's bar with its dialogs, and a tool's result. One
 * module, so the build makes one chunk of them, fetched as the gallery shows: a lazy import each
 * would split the modules they share with other pages into more, smaller chunks, and every page
 * would then load more bytes.
 */
export { default as DateRangeFilter } from './DateRangeFilter';
export { default as SelectionBar } from './SelectionBar';
export { default as ToolResultDialog } from './ToolResultDialog';
