/**
 * The gallery's parts that render with it but not in its first paint: the model and date filters
 * (with the select and the date library, the heaviest of them). One module, so the build makes
 * one chunk of them, fetched as the gallery shows. What waits for a click (select mode's bar, a
 * tool's result, the full-size viewer, the folder, move and delete dialogs, the Generation Details
 * panel) has a chunk each (deferred.ts).
 */
export { default as DateRangeFilter } from './DateRangeFilter';
export { ModelFilter } from './ModelFilter';
