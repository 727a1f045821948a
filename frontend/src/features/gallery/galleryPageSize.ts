/** The gallery loads 9 images a page. */
export const GALLERY_PAGE_SIZE = 9;
