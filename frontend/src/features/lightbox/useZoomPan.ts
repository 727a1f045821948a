import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from 'react';
import { wheelDeltaPixels, wheelZoomFactor } from '../../lib/wheelZoom';

// Zoom from 1x to 5x; a double click toggles between 1x and 2x.
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 5;
export const DOUBLE_CLICK_ZOOM = 2;
/** The zoom buttons step by half: 100 %, 150 %, 200 % … 500 %. */
export const ZOOM_STEP = 0.5;
/** A wheel notch (about 100 px) zooms by about 16 %; a trackpad's small deltas zoom smoothly. */
const WHEEL_ZOOM_PER_PIXEL = 0.0015;
/** A wheel "page": the lightbox zooms a fixed amount per page, whatever the window's height. */
const WHEEL_PAGE_PX = 400;

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

const CENTRE: Point = { x: 0, y: 0 };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** Back at 1x the image is centred again: panning only makes sense while zoomed. */
const withZoom = (view: ZoomView, zoom: number): ZoomView =>
  zoom <= MIN_ZOOM ? UNZOOMED : { ...view, zoom };

/**
 * The view at `zoom` that keeps the picture's point under `at` (screen pixels from the stage's
 * centre, where the unpanned image is centred) where it is.
 */
function zoomedAt(view: ZoomView, zoom: number, at: Point): ZoomView {
  const next = clampZoom(zoom);
  if (next <= MIN_ZOOM) return UNZOOMED;
  const ratio = next / view.zoom;
  return { zoom: next, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

/** The next step up or down from `zoom` (an in-between zoom goes to the nearest step). */
function stepped(zoom: number, direction: 1 | -1): number {
  const steps = zoom / ZOOM_STEP;
  const from = direction > 0 ? Math.floor(steps + 1e-9) : Math.ceil(steps - 1e-9);
  return clampZoom((from + direction) * ZOOM_STEP);
}

/**
 * Zoom and pan of one image: buttons step the zoom, the wheel zooms at the pointer, a double
 * click toggles 1x/2x, two pointers pinch (1x to 5x), one pointer drags while zoomed. Pointer
 * events cover touch and mouse alike. Another `imageKey` starts unzoomed and centred.
 */
export function useZoomPan(imageKey: string) {
  const [state, setState] = useState({ key: imageKey, view: UNZOOMED });
  const view = state.key === imageKey ? state.view : UNZOOMED;
  const [dragging, setDragging] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const drag = useRef<{ start: Point; origin: Point } | null>(null);

  const setView = useCallback(
    (change: (current: ZoomView) => ZoomView) =>
      setState((current) => ({
        key: imageKey,
        view: change(current.key === imageKey ? current.view : UNZOOMED),
      })),
    [imageKey],
  );

  const toggleZoom = useCallback(() => {
    setView((current) =>
      current.zoom > MIN_ZOOM ? UNZOOMED : withZoom(UNZOOMED, DOUBLE_CLICK_ZOOM),
    );
  }, [setView]);
  const zoomIn = useCallback(
    () => setView((current) => zoomedAt(current, stepped(current.zoom, 1), CENTRE)),
    [setView],
  );
  const zoomOut = useCallback(
    () => setView((current) => zoomedAt(current, stepped(current.zoom, -1), CENTRE)),
    [setView],
  );
  const reset = useCallback(() => setView(() => UNZOOMED), [setView]);

  // A native listener: React's wheel listener is passive, and only an active one can keep
  // Ctrl+wheel (a trackpad's pinch) from zooming the whole page instead of the picture.
  const stageRef = useCallback(
    (stage: HTMLElement | null) => {
      if (!stage) return;
      const onWheel = (event: WheelEvent) => {
        const pixels = wheelDeltaPixels(event.deltaY, event.deltaMode, WHEEL_PAGE_PX);
        if (!pixels) return;
        event.preventDefault();
        const box = stage.getBoundingClientRect();
        const at = {
          x: event.clientX - box.left - box.width / 2,
          y: event.clientY - box.top - box.height / 2,
        };
        setView((current) =>
          zoomedAt(current, current.zoom * wheelZoomFactor(pixels, WHEEL_ZOOM_PER_PIXEL), at),
        );
      };
      stage.addEventListener('wheel', onWheel, { passive: false });
      return () => stage.removeEventListener('wheel', onWheel);
    },
    [setView],
  );

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
    zoomIn,
    zoomOut,
    reset,
    stageRef,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onDoubleClick: toggleZoom,
    },
  };
}
