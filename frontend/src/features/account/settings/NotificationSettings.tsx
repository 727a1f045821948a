import { Alert, Form, Switch } from 'antd';

/** The 'Notifications' tab: shown, not yet working (spec: both switches disabled). */
export function NotificationSettings() {
  return (
    <Form layout="vertical" requiredMark={false}>
      <Alert
        type="info"
        showIcon
        title="Email and push notifications are coming in an upcoming version."
        style={{ marginBottom: 24 }}
      />
      <Form.Item label="Email notifications" htmlFor="settings-email-notifications">
        <Switch id="settings-email-notifications" disabled />
      </Form.Item>
      <Form.Item label="Push notifications" htmlFor="settings-push-notifications">
        <Switch id="settings-push-notifications" disabled />
      </Form.Item>
    </Form>
  );
}
