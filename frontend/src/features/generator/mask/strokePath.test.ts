import type { StrokePoint } from './maskOperation';
import {
  imageToScreenLength,
  interpolatePoints,
  pointSpacing,
  screenToImageLength,
  toImagePoint,
} from './strokePath';

const at = (x: number, y: number, pressure = 1): StrokePoint => ({ x, y, pressure });

describe('stroke path', () => {
  it('joins far-apart pointer samples with points no further apart than the spacing', () => {
    const points = interpolatePoints(at(0, 0), at(100, 0), 10);

    expect(points).toHaveLength(10);
    expect(points.at(-1)).toEqual(at(100, 0));
    const xs = [0, ...points.map((point) => point.x)];
    for (let index = 1; index < xs.length; index += 1) {
      expect(xs[index] - xs[index - 1]).toBeLessThanOrEqual(10);
    }
  });

  it('keeps a diagonal continuous and blends pen pressure along it', () => {
    const points = interpolatePoints(at(0, 0, 0.2), at(30, 40, 1), 5);

    expect(points).toHaveLength(10);
    expect(points[4]).toEqual({ x: 15, y: 20, pressure: expect.closeTo(0.6) });
    let previous = at(0, 0);
    for (const point of points) {
      expect(Math.hypot(point.x - previous.x, point.y - previous.y)).toBeLessThanOrEqual(5);
      previous = point;
    }
  });

  it('returns the end point alone for samples closer than the spacing', () => {
    expect(interpolatePoints(at(0, 0), at(1, 1), 10)).toEqual([at(1, 1)]);
  });

  it('spaces points by a quarter of the brush, never under a pixel', () => {
    expect(pointSpacing(48)).toBe(12);
    expect(pointSpacing(2)).toBe(1);
  });

  it('maps screen positions and lengths to image pixels through the zoom', () => {
    expect(toImagePoint({ x: 250, y: 130 }, { x: 50, y: 30 }, 2)).toEqual({ x: 100, y: 50 });
    expect(toImagePoint({ x: 75, y: 55 }, { x: 50, y: 30 }, 0.5)).toEqual({ x: 50, y: 50 });
    expect(screenToImageLength(48, 2)).toBe(24);
    expect(imageToScreenLength(48, 0.25)).toBe(12);
  });
});
