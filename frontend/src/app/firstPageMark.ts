/**
 * The User Timing mark the app sets when the first page has been drawn (firstPage.ts), which the
 * landing journey orders the session's code after. Its own module, so the journey imports the
 * name without the app's code.
 */
export const FIRST_PAGE_DRAWN_MARK = 'first-page-drawn';
