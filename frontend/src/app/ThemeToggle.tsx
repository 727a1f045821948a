import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTheme } from './theme';

/** Flips between light and dark; from 'system' it flips away from what the system shows. */
export function ThemeToggle() {
  const { resolved, setMode } = useTheme();
  const next = resolved === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        shape="circle"
        aria-label={label}
        icon={resolved === 'dark' ? <SunOutlined aria-hidden /> : <MoonOutlined aria-hidden />}
        onClick={() => setMode(next)}
      />
    </Tooltip>
  );
}
