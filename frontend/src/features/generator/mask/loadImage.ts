/** Loads an image (here the current mask's data URL) so it can be drawn on a canvas. */
export function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The mask image could not be loaded.'));
    image.src = url;
  });
}
