import { useCallback, useRef } from 'react';
import type { Point } from './strokePath';

/**
 * The circle showing the brush under the pointer. It moves on every pointer move, so it is
 * placed directly (CSS variables in image pixels; the stylesheet multiplies by the zoom) rather
 * than by re-rendering the editor.
 */
export function useBrushCursor() {
  const cursorRef = useRef<HTMLDivElement>(null);
  const move = useCallback((point: Point | null) => {
    const cursor = cursorRef.current;
    if (!cursor) return;
    cursor.dataset.visible = String(point !== null);
    if (!point) return;
    cursor.style.setProperty('--cursor-x', String(point.x));
    cursor.style.setProperty('--cursor-y', String(point.y));
  }, []);
  return { cursorRef, move };
}
