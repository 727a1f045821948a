import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { wheelDeltaPixels } from '../../../lib/wheelZoom';
import { type Point, toImagePoint } from './strokePath';
import { clampZoom, fitZoom, scrollToKeep, wheelZoom, zoomedIn, zoomedOut } from './zoomLevels';

interface ZoomAnchor {
  /** The image point that stays put… */
  image: Point;
  /** …under this screen point. */
  screen: Point;
}

interface ZoomView {
  zoom: number;
  anchor: ZoomAnchor | null;
}

export interface ViewportZoom {
  zoom: number;
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The zoomed image's box, laid out at `zoom` times the natural size. */
  stageRef: RefObject<HTMLDivElement | null>;
  /** The image pixel under a screen position. */
  imagePointAt: (screen: Point) => Point;
  /** The zoom asked for last (the page may not show it yet). */
  latestZoom: () => number;
  /** Zooms, keeping an image point under a screen point (by default whatever is under it). */
  zoomTo: (zoom: number, screen: Point, image?: Point) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  /** Scrolls the viewport as if its content were dragged by this much. */
  panBy: (dx: number, dy: number) => void;
}

function centreOf(element: HTMLElement | null): Point {
  const box = element?.getBoundingClientRect();
  return box ? { x: box.left + box.width / 2, y: box.top + box.height / 2 } : { x: 0, y: 0 };
}

/**
 * Zoom and scroll of the image in its viewport. The image fits the viewport when the editor
 * opens (and as the viewport resizes) until the user zooms; Ctrl+wheel zooms about the pointer.
 */
export function useViewportZoom(width: number, height: number): ViewportZoom {
  const viewportRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ZoomView>({ zoom: 1, anchor: null });
  // The zoom the stage is laid out at (its box is measured against it) and the one asked for.
  const shownZoom = useRef(1);
  const askedZoom = useRef(1);
  const userZoomed = useRef(false);

  const imagePointAt = useCallback((screen: Point) => {
    const box = stageRef.current?.getBoundingClientRect();
    return toImagePoint(screen, { x: box?.left ?? 0, y: box?.top ?? 0 }, shownZoom.current);
  }, []);

  const show = useCallback((zoom: number, anchor: ZoomAnchor | null) => {
    askedZoom.current = clampZoom(zoom);
    setView({ zoom: askedZoom.current, anchor });
  }, []);

  const zoomTo = useCallback(
    (zoom: number, screen: Point, image?: Point) => {
      userZoomed.current = true;
      show(zoom, { screen, image: image ?? imagePointAt(screen) });
    },
    [imagePointAt, show],
  );

  const fitViewport = useCallback(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const size = { width: viewport.clientWidth, height: viewport.clientHeight };
    show(fitZoom(size, { width, height }), null);
  }, [show, width, height]);

  useLayoutEffect(() => {
    shownZoom.current = view.zoom;
    const viewport = viewportRef.current;
    const stage = stageRef.current;
    if (!view.anchor || !viewport || !stage) return;
    const box = stage.getBoundingClientRect();
    const scroll = scrollToKeep(
      view.anchor.image,
      view.anchor.screen,
      { x: box.left, y: box.top },
      view.zoom,
    );
    viewport.scrollLeft += scroll.x;
    viewport.scrollTop += scroll.y;
  }, [view]);

  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    fitViewport();
    const observer = new ResizeObserver(() => {
      if (!userZoomed.current) fitViewport();
    });
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [fitViewport]);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    // Native and not passive: React's wheel listener cannot stop the page zooming instead.
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      const delta = wheelDeltaPixels(event.deltaY, event.deltaMode, viewport.clientHeight);
      zoomTo(wheelZoom(askedZoom.current, delta), { x: event.clientX, y: event.clientY });
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [zoomTo]);

  return {
    zoom: view.zoom,
    viewportRef,
    stageRef,
    imagePointAt,
    latestZoom: () => askedZoom.current,
    zoomTo,
    zoomIn: () => zoomTo(zoomedIn(askedZoom.current), centreOf(viewportRef.current)),
    zoomOut: () => zoomTo(zoomedOut(askedZoom.current), centreOf(viewportRef.current)),
    fit: () => {
      userZoomed.current = false;
      fitViewport();
    },
    panBy: (dx, dy) => {
      const viewport = viewportRef.current;
      if (!viewport) return;
      viewport.scrollLeft -= dx;
      viewport.scrollTop -= dy;
    },
  };
}
