import { sizeBucketOf, stepsBucketOf } from './image-price-book.js';
import { IMAGE_LIST_PRICES, listRateOf } from './image-list-prices.js';

describe('image price buckets and list prices', () => {
  it('puts sizes in buckets of doubling pixel counts', () => {
    expect(sizeBucketOf(128, 128)).toBe(0);
    expect(sizeBucketOf(512, 512)).toBe(4);
    expect(sizeBucketOf(1024, 1024)).toBe(6);
    // Portrait and landscape of the same pixels share a bucket; 1920×1088 is near 2 MP.
    expect(sizeBucketOf(1024, 1536)).toBe(sizeBucketOf(1536, 1024));
    expect(sizeBucketOf(1920, 1088)).toBe(7);
    expect(sizeBucketOf(2048, 2048)).toBe(8);
  });

  it('puts steps in buckets of doubling counts', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 30, 60, 100].map(stepsBucketOf)).toEqual([
      0, 1, 2, 2, 3, 3, 4, 5, 6, 7,
    ]);
  });

  it('lists a rate per megapixel and step for each architecture the provider prices', () => {
    expect(Object.keys(IMAGE_LIST_PRICES)).toHaveLength(17);
    // SDXL: USD 0.0019 for 1024² at 30 steps.
    expect(listRateOf('sdxl')! * 30).toBeCloseTo(0.0019, 10);
    // FLUX.1 Kontext dev: USD 0.0105 for 1024² at 28 steps.
    expect(listRateOf('fluxkontextdev')! * 28).toBeCloseTo(0.0105, 10);
    expect(listRateOf(null)).toBeNull();
    expect(listRateOf('imported')).toBeNull();
  });
});
