import { wheelZoomFactor } from '../../../lib/wheelZoom';
import type { Point } from './strokePath';

/** Zoom factors: screen pixels per image pixel. */
export const ZOOM = { min: 0.05, max: 16, buttonStep: 1.25 } as const;

/** Wheel deltas (pixels) to zoom factor: a mouse notch (~100) is about 20 %, trackpads finer. */
const WHEEL_SENSITIVITY = 0.002;
/** Room left around a fitted image so its edges are not flush with the viewport's. */
const FIT_MARGIN = 16;

export interface Size {
  width: number;
  height: number;
}

export function clampZoom(zoom: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, zoom));
}

export const zoomedIn = (zoom: number) => clampZoom(zoom * ZOOM.buttonStep);
export const zoomedOut = (zoom: number) => clampZoom(zoom / ZOOM.buttonStep);

/** Ctrl+wheel (and a trackpad pinch, which browsers report as one): up zooms in. */
export function wheelZoom(zoom: number, deltaY: number): number {
  return clampZoom(zoom * wheelZoomFactor(deltaY, WHEEL_SENSITIVITY));
}

/** The zoom that shows the whole image in the viewport; 1 before the viewport has a size. */
export function fitZoom(viewport: Size, image: Size): number {
  const room = { width: viewport.width - FIT_MARGIN, height: viewport.height - FIT_MARGIN };
  if (room.width <= 0 || room.height <= 0 || image.width <= 0 || image.height <= 0) return 1;
  return clampZoom(Math.min(room.width / image.width, room.height / image.height));
}

/**
 * How far to scroll so an image point lands under a screen point again after zooming, given
 * where the zoomed image's top left now is on screen.
 */
export function scrollToKeep(
  imagePoint: Point,
  screenPoint: Point,
  imageOrigin: Point,
  zoom: number,
) {
  return {
    x: imageOrigin.x + imagePoint.x * zoom - screenPoint.x,
    y: imageOrigin.y + imagePoint.y * zoom - screenPoint.y,
  };
}

export function zoomPercent(zoom: number): string {
  return `${Math.round(zoom * 100)} %`;
}
