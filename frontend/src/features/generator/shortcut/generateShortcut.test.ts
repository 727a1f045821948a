import { generateShortcutLabel, isApplePlatform, isGenerateShortcut } from './generateShortcut';

const press = (overrides: Partial<KeyboardEvent> = {}) => ({
  key: 'Enter',
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  repeat: false,
  isComposing: false,
  ...overrides,
});

describe('the generate shortcut', () => {
  it('is Ctrl+Enter, or ⌘+Enter on Apple systems', () => {
    expect(generateShortcutLabel(false)).toEqual({
      text: 'Ctrl+Enter',
      ariaKeyShortcuts: 'Control+Enter',
    });
    expect(generateShortcutLabel(true)).toEqual({
      text: '⌘+Enter',
      ariaKeyShortcuts: 'Meta+Enter',
    });
  });

  it('tells Apple systems by their platform', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: '', userAgent: 'Mozilla/5.0 (iPad; CPU OS 17_0)' })).toBe(
      true,
    );
    expect(isApplePlatform({ platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0)' })).toBe(
      false,
    );
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: 'X11; Linux' })).toBe(false);
  });

  it('takes Enter with Ctrl or ⌘, and nothing else', () => {
    expect(isGenerateShortcut(press({ ctrlKey: true }))).toBe(true);
    expect(isGenerateShortcut(press({ metaKey: true }))).toBe(true);
    expect(isGenerateShortcut(press())).toBe(false);
    expect(isGenerateShortcut(press({ ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isGenerateShortcut(press({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isGenerateShortcut(press({ ctrlKey: true, key: 'a' }))).toBe(false);
    // A held key does not queue generations; an IME's Enter confirms the composition.
    expect(isGenerateShortcut(press({ ctrlKey: true, repeat: true }))).toBe(false);
    expect(isGenerateShortcut(press({ ctrlKey: true, isComposing: true }))).toBe(false);
  });
});
