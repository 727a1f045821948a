import { Collapse, Spin } from 'antd';
import { Suspense } from 'react';
import { DeferredAdvancedSettingsBody } from '../deferred';
import type { AdvancedSettingsProps } from './AdvancedSettingsBody';

/**
 * The collapsible 'Advanced Settings' card. Closed at first, so its content
 * (the add-on sections and their dialogs) comes with the dashboard's deferred parts.
 */
export function AdvancedSettings(props: AdvancedSettingsProps) {
  const body = (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '8px auto' }} />}>
      <DeferredAdvancedSettingsBody {...props} />
    </Suspense>
  );
  return <Collapse items={[{ key: 'advanced', label: 'Advanced Settings', children: body }]} />;
}
