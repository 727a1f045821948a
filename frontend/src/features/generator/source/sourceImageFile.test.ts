import { MAX_SOURCE_IMAGE_BYTES, sourceFileRefusal } from './sourceImageFile';

function file(type: string, bytes = 10): File {
  const image = new File(['x'], 'picture', { type });
  Object.defineProperty(image, 'size', { value: bytes });
  return image;
}

describe('source image files', () => {
  it('takes PNG, JPEG and WEBP images up to 20 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(sourceFileRefusal(file(type))).toBeNull();
    }
    expect(sourceFileRefusal(file('image/png', 20 * 1024 * 1024))).toBeNull();
    expect(MAX_SOURCE_IMAGE_BYTES).toBe(20 * 1024 * 1024);
  });

  it('refuses other kinds of file, saying which are taken', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', '']) {
      expect(sourceFileRefusal(file(type))).toEqual({
        title: 'Unsupported image type',
        description: 'Choose a PNG, JPEG or WEBP image.',
      });
    }
  });

  it('refuses an image over 20 MB', () => {
    expect(sourceFileRefusal(file('image/jpeg', 20 * 1024 * 1024 + 1))).toEqual({
      title: 'Image too large',
      description: 'The source image can be at most 20 MB.',
    });
  });
});
