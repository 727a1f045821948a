import { useEffect, useLayoutEffect, useRef, useState } from 'react';

export type MaskShortcut = 'brush' | 'eraser' | 'smaller' | 'bigger' | 'undo' | 'redo';

type KeyPress = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Ctrl+Z and Ctrl+Shift+Z (Cmd on a Mac, Ctrl+Y too), B, E, [ and ]. */
export function shortcutFor({
  key,
  ctrlKey,
  metaKey,
  shiftKey,
  altKey,
}: KeyPress): MaskShortcut | null {
  const letter = key.toLowerCase();
  if ((ctrlKey || metaKey) && !altKey) {
    if (letter === 'z') return shiftKey ? 'redo' : 'undo';
    if (letter === 'y') return 'redo';
    return null;
  }
  // Some keyboards type brackets with AltGr (Ctrl+Alt on Windows): any modifier but Cmd will do.
  if (key === '[' && !metaKey) return 'smaller';
  if (key === ']' && !metaKey) return 'bigger';
  if (ctrlKey || metaKey || altKey) return null;
  if (letter === 'b') return 'brush';
  if (letter === 'e') return 'eraser';
  return null;
}

/** Fields where the keys type text rather than act. */
function typesText(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.matches('input, textarea, select'))
  );
}

/** Controls that Space presses; there it keeps its meaning. */
function pressedBySpace(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.matches('button, a[href], input, textarea, select, [role="slider"]')
  );
}

/**
 * The editor's keyboard shortcuts while it is open, and whether Space is held (to pan by
 * dragging). Escape is the dialog's own: it cancels.
 */
export function useMaskShortcuts(
  onShortcut: (shortcut: MaskShortcut) => void,
  enabled: boolean,
): { panKeyHeld: boolean } {
  const [panKeyHeld, setPanKeyHeld] = useState(false);
  const latest = useRef(onShortcut);
  useLayoutEffect(() => {
    latest.current = onShortcut;
  });

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typesText(event.target)) return;
      if (event.key === ' ' && !pressedBySpace(event.target)) {
        // Space would scroll the viewport; held, it turns a drag into panning.
        event.preventDefault();
        setPanKeyHeld(true);
        return;
      }
      const shortcut = shortcutFor(event);
      if (!shortcut) return;
      event.preventDefault();
      latest.current(shortcut);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === ' ') setPanKeyHeld(false);
    };
    const release = () => setPanKeyHeld(false);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('keyup', onKeyUp);
    window.addEventListener('blur', release);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keyup', onKeyUp);
      window.removeEventListener('blur', release);
      setPanKeyHeld(false);
    };
  }, [enabled]);

  return { panKeyHeld };
}
