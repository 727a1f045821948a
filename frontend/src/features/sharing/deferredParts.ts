/**
 * The sharing parts, fetched when first wanted: the share dialog (with its date picker) and the
 * gallery's "Shared links". One module, so the build makes one chunk of them (see lazyPart).
 */
export { ShareDialog } from './ShareDialog';
export { SharedLinks } from './SharedLinks';
