import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia } from '../test/matchMedia';
import { ThemeProvider, useTheme } from './themeChoice';
import { ThemeToggle } from './ThemeToggle';
import { THEME_STORAGE_KEY } from '../lib/storageKeys';

function ModeProbe() {
  const { mode, setMode } = useTheme();
  return (
    <>
      <output aria-label="mode">{mode}</output>
      <button onClick={() => setMode('system')}>Follow system</button>
    </>
  );
}

function renderThemed() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
      <ModeProbe />
    </ThemeProvider>,
  );
}

const shownTheme = () => document.documentElement.dataset.theme;

describe('Theme', () => {
  it('follows a dark system preference by default, without storing a choice', () => {
    installMatchMedia(true);
    renderThemed();

    expect(screen.getByLabelText('mode')).toHaveTextContent('system');
    expect(shownTheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('follows a light system preference by default', () => {
    installMatchMedia(false);
    renderThemed();

    expect(shownTheme()).toBe('light');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
  });

  it('stores the toggled theme under ui-theme and keeps it after a reload', async () => {
    installMatchMedia(false);
    const firstVisit = renderThemed();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(shownTheme()).toBe('dark');

    firstVisit.unmount();
    renderThemed();
    expect(screen.getByLabelText('mode')).toHaveTextContent('dark');
    expect(shownTheme()).toBe('dark');
  });

  it('toggles away from what the system shows when no choice is stored', async () => {
    installMatchMedia(true);
    renderThemed();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(shownTheme()).toBe('light');
  });

  it('can go back to following the system', async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    installMatchMedia(true);
    renderThemed();
    expect(shownTheme()).toBe('light');

    await userEvent.click(screen.getByRole('button', { name: 'Follow system' }));

    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(shownTheme()).toBe('dark');
  });

  it('ignores an unknown stored value and follows the system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    installMatchMedia(true);
    renderThemed();

    expect(screen.getByLabelText('mode')).toHaveTextContent('system');
    expect(shownTheme()).toBe('dark');
  });
});
