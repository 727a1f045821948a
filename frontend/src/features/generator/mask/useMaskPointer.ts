import {
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  useRef,
  useState,
} from 'react';
import { strokePressure } from './brushSize';
import type { MaskLayers } from './maskLayers';
import type { MaskTool, StrokePoint } from './maskOperation';
import type { Point } from './strokePath';
import type { ViewportZoom } from './useViewportZoom';

type Gesture =
  | { kind: 'idle' }
  | { kind: 'paint'; pointerId: number }
  | { kind: 'pan'; pointerId: number; last: Point }
  | { kind: 'pinch'; distance: number; zoom: number; anchor: Point };

interface MaskPointerOptions {
  tool: MaskTool;
  size: number;
  layers: MaskLayers;
  viewport: ViewportZoom;
  /** Space is held: a drag pans instead of painting. */
  panKeyHeld: boolean;
  /** Where the brush cursor is, in image pixels; null hides it. */
  onCursorMove: (point: Point | null) => void;
}

const MIDDLE_BUTTON = 1;

const screenOf = (event: { clientX: number; clientY: number }): Point => ({
  x: event.clientX,
  y: event.clientY,
});
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** The samples a move carries: browsers batch fast pen and mouse moves into one event. */
function samplesOf(event: PointerEvent): PointerEvent[] {
  const coalesced =
    typeof event.getCoalescedEvents === 'function' ? event.getCoalescedEvents() : [];
  return coalesced.length > 0 ? coalesced : [event];
}

/**
 * Pointer input on the mask canvas, for mouse, pen and touch alike: one pointer paints (a pen
 * by its pressure); the middle button or a drag with Space held pans; two fingers pinch to zoom
 * and pan together, dropping the stroke the first finger began.
 */
export function useMaskPointer({
  tool,
  size,
  layers,
  viewport,
  panKeyHeld,
  onCursorMove,
}: MaskPointerOptions) {
  const gesture = useRef<Gesture>({ kind: 'idle' });
  const touches = useRef(new Map<number, Point>());
  const [panning, setPanning] = useState(false);

  const strokePoint = (event: PointerEvent): StrokePoint => ({
    ...viewport.imagePointAt(screenOf(event)),
    pressure: strokePressure(event.pointerType, event.pressure),
  });

  const startPinch = () => {
    const [a, b] = [...touches.current.values()];
    const centre = midpoint(a, b);
    layers.discardStroke();
    setPanning(false);
    onCursorMove(null);
    gesture.current = {
      kind: 'pinch',
      distance: distance(a, b) || 1,
      zoom: viewport.latestZoom(),
      anchor: viewport.imagePointAt(centre),
    };
  };

  const end = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    touches.current.delete(event.pointerId);
    const current = gesture.current;
    if (current.kind === 'paint' && current.pointerId === event.pointerId) {
      layers.finishStroke();
      gesture.current = { kind: 'idle' };
    } else if (current.kind === 'pan' && current.pointerId === event.pointerId) {
      gesture.current = { kind: 'idle' };
      setPanning(false);
    } else if (current.kind === 'pinch' && touches.current.size < 2) {
      // The finger left on the glass does not start painting.
      gesture.current = { kind: 'idle' };
    }
    if (event.pointerType === 'touch') onCursorMove(null);
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const screen = screenOf(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    if (event.pointerType === 'touch') {
      touches.current.set(event.pointerId, screen);
      if (touches.current.size === 2) return startPinch();
    }
    if (gesture.current.kind !== 'idle') return;
    if (event.button === MIDDLE_BUTTON || (panKeyHeld && event.button === 0)) {
      // Also keeps the browser's middle-button autoscroll away.
      event.preventDefault();
      gesture.current = { kind: 'pan', pointerId: event.pointerId, last: screen };
      setPanning(true);
      return;
    }
    if (event.button !== 0) return;
    gesture.current = { kind: 'paint', pointerId: event.pointerId };
    onCursorMove(viewport.imagePointAt(screen));
    layers.startStroke(tool, size, strokePoint(event.nativeEvent));
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLCanvasElement>) => {
    const screen = screenOf(event);
    if (touches.current.has(event.pointerId)) touches.current.set(event.pointerId, screen);
    const current = gesture.current;
    if (current.kind === 'paint' && current.pointerId === event.pointerId) {
      layers.continueStroke(samplesOf(event.nativeEvent).map(strokePoint));
    } else if (current.kind === 'pan' && current.pointerId === event.pointerId) {
      viewport.panBy(screen.x - current.last.x, screen.y - current.last.y);
      current.last = screen;
    } else if (current.kind === 'pinch') {
      const [a, b] = [...touches.current.values()];
      const zoom = (current.zoom * distance(a, b)) / current.distance;
      viewport.zoomTo(zoom, midpoint(a, b), current.anchor);
      return;
    }
    if (current.kind !== 'pan') onCursorMove(viewport.imagePointAt(screen));
  };

  const onPointerLeave = () => {
    if (gesture.current.kind === 'idle') onCursorMove(null);
  };

  return {
    panning,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: end,
      onPointerCancel: end,
      onPointerLeave,
      // A long press on a touch screen would open the context menu over the painting.
      onContextMenu: (event: ReactMouseEvent) => event.preventDefault(),
    },
  };
}
