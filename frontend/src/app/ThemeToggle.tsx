import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useTheme } from './themeChoice';
import './button.css';

/** Flips between light and dark; from 'system' it flips away from what the system shows. */
export function ThemeToggle() {
  const { resolved, setMode } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <button
      type="button"
      className="button button-text button-icon-only button-circle"
      aria-label={label}
      // Shown on hover and focus (button.css): the label is the button's name already.
      data-tooltip={label}
      onClick={() => setMode(next)}
    >
      {resolved === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
    </button>
  );
}
