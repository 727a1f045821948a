import {
  fitZoom,
  scrollToKeep,
  wheelZoom,
  ZOOM,
  zoomedIn,
  zoomedOut,
  zoomPercent,
} from './zoomLevels';

describe('zoom levels', () => {
  it('zooms in and out by a quarter within the limits', () => {
    expect(zoomedIn(1)).toBe(1.25);
    expect(zoomedOut(1.25)).toBe(1);
    expect(zoomedIn(ZOOM.max)).toBe(ZOOM.max);
    expect(zoomedOut(ZOOM.min)).toBe(ZOOM.min);
  });

  it('fits the whole image in the viewport, with a margin', () => {
    expect(fitZoom({ width: 1016, height: 616 }, { width: 2000, height: 1000 })).toBe(0.5);
    expect(fitZoom({ width: 1016, height: 616 }, { width: 500, height: 100 })).toBe(2);
  });

  it('fits at 1x until the viewport has a size', () => {
    expect(fitZoom({ width: 0, height: 0 }, { width: 512, height: 512 })).toBe(1);
  });

  it('zooms in on wheel up and out on wheel down', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1.2);
    expect(wheelZoom(1, 100)).toBeLessThan(0.85);
    expect(wheelZoom(1, 0)).toBe(1);
  });

  it('scrolls so the image point under the pointer stays under it', () => {
    // Image point (100, 50) at 2x, image top left at (10, 20) on screen, pointer at (60, 70).
    expect(scrollToKeep({ x: 100, y: 50 }, { x: 60, y: 70 }, { x: 10, y: 20 }, 2)).toEqual({
      x: 150,
      y: 50,
    });
  });

  it('writes the zoom as a percentage', () => {
    expect(zoomPercent(1.25)).toBe('125 %');
  });
});
