/** "1 image", "3 images": how the bulk actions count a selection. */
export const imageCount = (count: number) => `${count} ${count === 1 ? 'image' : 'images'}`;

/** moveCreations, deleteCreations and the ZIP download take at most this many ids a call. */
export const MAX_BULK_IMAGES = 100;
