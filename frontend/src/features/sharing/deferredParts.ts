/**
 * The gallery's and the settings' "Shared links", fetched when first shown (see lazyPart). The
 * share dialog loads apart, when asked for (deferred.ts).
 */
export { SharedLinks } from './SharedLinks';
