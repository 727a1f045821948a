import { type RefObject, useEffect, useRef } from 'react';

export interface LightboxKeyActions {
  onClose: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onZoomIn?: () => void;
  onZoomOut?: () => void;
  onZoomReset?: () => void;
}

/** Which action a key stands for: Escape, the arrows, and + − 0 as in image viewers. */
function actionOf(key: string, actions: LightboxKeyActions): (() => void) | undefined {
  switch (key) {
    case 'Escape':
      return actions.onClose;
    case 'ArrowLeft':
      return actions.onPrevious;
    case 'ArrowRight':
      return actions.onNext;
    case '+':
    case '=':
      return actions.onZoomIn;
    case '-':
      return actions.onZoomOut;
    case '0':
      return actions.onZoomReset;
    default:
      return undefined;
  }
}

/**
 * The lightbox's keys, on the document so they work wherever in it focus is (or on the page's
 * body, where focus falls when a focused element goes away). Keys pressed in a dialog opened on
 * top (delete confirmation, details) or in an open menu are theirs, not the lightbox's.
 */
export function useLightboxKeys(
  dialog: RefObject<HTMLElement | null>,
  actions: LightboxKeyActions,
): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      const ours = target === document.body || Boolean(target && dialog.current?.contains(target));
      if (!ours || target?.closest('[aria-haspopup][aria-expanded="true"]')) return;
      const action = actionOf(event.key, latest.current);
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dialog]);
}
