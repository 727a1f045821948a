// Ctrl+Enter (⌘+Enter on Apple systems) generates from anywhere on the dashboard.

export interface ShortcutLabel {
  /** What the hint shows: "Ctrl+Enter" or "⌘+Enter". */
  text: string;
  /** The aria-keyshortcuts value of the Generate button. */
  ariaKeyShortcuts: string;
}

const APPLE_PLATFORM = /mac|iphone|ipad|ipod/i;

/** Apple keyboards say ⌘ where others say Ctrl. */
export function isApplePlatform(
  navigatorLike: Pick<Navigator, 'platform' | 'userAgent'> = navigator,
): boolean {
  const { userAgentData } = navigatorLike as { userAgentData?: { platform?: string } };
  return APPLE_PLATFORM.test(
    userAgentData?.platform || navigatorLike.platform || navigatorLike.userAgent,
  );
}

export function generateShortcutLabel(apple: boolean): ShortcutLabel {
  return apple
    ? { text: '⌘+Enter', ariaKeyShortcuts: 'Meta+Enter' }
    : { text: 'Ctrl+Enter', ariaKeyShortcuts: 'Control+Enter' };
}

/**
 * Whether a key press asks to generate: Enter with Ctrl or ⌘ (either, on every system: a Mac user
 * with a PC habit gets the same), no Shift or Alt, not held down, not while an IME composes.
 */
export function isGenerateShortcut(
  event: Pick<
    KeyboardEvent,
    'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'repeat' | 'isComposing'
  >,
): boolean {
  return (
    event.key === 'Enter' &&
    (event.ctrlKey || event.metaKey) &&
    !event.shiftKey &&
    !event.altKey &&
    !event.repeat &&
    !event.isComposing
  );
}
