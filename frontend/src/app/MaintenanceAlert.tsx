import { Alert } from 'antd';
import { MAINTENANCE_TEXT } from './MaintenanceNotice';
import { AntdTheme } from './theme';

/** The maintenance banner itself, built with antd: fetched only while maintenance is on. */
export default function MaintenanceAlert() {
  return (
    <AntdTheme>
      <Alert type="warning" banner showIcon title={MAINTENANCE_TEXT} />
    </AntdTheme>
  );
}
