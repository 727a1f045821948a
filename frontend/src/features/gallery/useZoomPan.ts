import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';

// Spec §9: zoom from 1x to 5x; a double click toggles between 1x and 2x.
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
export const DOUBLE_CLICK_ZOOM = 2;

export interface ZoomView {
  zoom: number;
  /** Pan offset in screen pixels. */
  x: number;
  y: number;
}

export const UNZOOMED: ZoomView = { zoom: 1, x: 0, y: 0 };

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

interface Point {
  x: number;
  y: number;
}

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Back at 1x the image is centred again: panning only makes sense while zoomed. */
const withZoom = (view: ZoomView, zoom: number): ZoomView =>
  zoom <= MIN_ZOOM ? UNZOOMED : { ...view, zoom };

/**
 * Zoom and pan of one image: double click toggles 1x/2x, two pointers pinch (1x to 5x), one
 * pointer drags while zoomed. Pointer events cover touch and mouse alike.
 */
export function useZoomPan() {
  const [view, setView] = useState<ZoomView>(UNZOOMED);
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const drag = useRef<{ start: Point; origin: Point } | null>(null);

  const toggleZoom = useCallback(() => {
    setView((current) =>
      current.zoom > MIN_ZOOM ? UNZOOMED : withZoom(UNZOOMED, DOUBLE_CLICK_ZOOM),
    );
  }, []);

  /** Starts a pinch with two pointers down, a drag with one while zoomed, else nothing. */
  const startGesture = (current: ZoomView) => {
    const down = [...pointers.current.values()];
    pinch.current = null;
    drag.current = null;
    if (down.length >= 2) {
      pinch.current = { distance: distance(down[0], down[1]) || 1, zoom: current.zoom };
    } else if (down.length === 1 && current.zoom > MIN_ZOOM) {
      drag.current = { start: down[0], origin: { x: current.x, y: current.y } };
    }
    setDragging(drag.current !== null);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    startGesture(view);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pinch.current) {
      const [a, b] = [...pointers.current.values()];
      const { distance: startDistance, zoom: startZoom } = pinch.current;
      const zoom = clampZoom((startZoom * distance(a, b)) / startDistance);
      setView((current) => withZoom(current, zoom));
    } else if (drag.current) {
      const { start, origin } = drag.current;
      setView((current) => ({
        ...current,
        x: origin.x + point.x - start.x,
        y: origin.y + point.y - start.y,
      }));
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    startGesture(view);
  };

  return {
    view,
    dragging,
    toggleZoom,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onDoubleClick: toggleZoom,
    },
  };
}
