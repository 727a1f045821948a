import { Form, Select, Switch } from 'antd';
import { useState } from 'react';
import { type ThemeMode, useTheme } from '../../../app/theme';
import {
  mergeGenerationSettings,
  readRememberSettings,
  readUserSettings,
  writeRememberSettings,
} from '../../../lib/generationSettings';
import { useSaveSettings } from './useSaveSettings';

const THEME_OPTIONS: { value: ThemeMode; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

/** The 'Interface' tab. Each choice takes effect and is stored at once, like the header toggle. */
export function InterfaceSettings() {
  const { mode, setMode } = useTheme();
  const [remember, setRemember] = useState(readRememberSettings);
  const [displayCost, setDisplayCost] = useState(() => readUserSettings().displayCost);
  const save = useSaveSettings();

  return (
    <Form layout="vertical" requiredMark={false}>
      <Form.Item label="Theme" htmlFor="settings-theme" extra="System follows your device.">
        <Select
          id="settings-theme"
          value={mode}
          options={THEME_OPTIONS}
          onChange={(next: ThemeMode) => save(() => setMode(next))}
          style={{ maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item
        label="Remember settings"
        htmlFor="settings-remember"
        extra="Keep the generator's parameters between visits. Turning this off deletes the saved ones."
      >
        <Switch
          id="settings-remember"
          checked={remember}
          onChange={(next) => save(() => writeRememberSettings(next)) && setRemember(next)}
        />
      </Form.Item>
      <Form.Item
        label="Show cost"
        htmlFor="settings-display-cost"
        extra="Show what each generation costs."
      >
        <Switch
          id="settings-display-cost"
          checked={displayCost}
          onChange={(next) =>
            save(() => mergeGenerationSettings({ displayCost: next })) && setDisplayCost(next)
          }
        />
      </Form.Item>
    </Form>
  );
}
