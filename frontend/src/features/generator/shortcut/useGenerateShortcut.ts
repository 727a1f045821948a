import { useEffect, useRef } from 'react';
import { isGenerateShortcut } from './generateShortcut';

/**
 * Generates on Ctrl/⌘+Enter pressed anywhere on the page while the dashboard is shown (the
 * prompt, a slider, or nothing focused), when `enabled`: Generate is, and no generation runs.
 * Not from inside a dialog (adding a LoRA): the key press belongs to the dialog there.
 */
export function useGenerateShortcut(enabled: boolean, onGenerate: () => void): void {
  // The latest callback, so the listener is added once rather than on every render.
  const latest = useRef({ enabled, onGenerate });
  useEffect(() => {
    latest.current = { enabled, onGenerate };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!latest.current.enabled || event.defaultPrevented || !isGenerateShortcut(event)) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[role="dialog"], [aria-modal="true"]')) return;
      event.preventDefault();
      latest.current.onGenerate();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
