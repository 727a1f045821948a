import { WarningOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, theme } from 'antd';
import { useRouteError } from 'react-router-dom';

/**
 * Shown inside the layout when a page fails to load or render, most often a page chunk that
 * disappeared with a new deploy: a reload fetches the current one. Part of the entry chunk, so it
 * is kept to light components.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={12} style={{ padding: '80px 16px', textAlign: 'center' }}>
      <WarningOutlined aria-hidden style={{ fontSize: 48, color: token.colorError }} />
      <Typography.Title level={2} style={{ margin: 0 }}>
        Something went wrong
      </Typography.Title>
      <Typography.Text type="secondary">
        {error instanceof Error ? error.message : 'The page could not be shown.'}
      </Typography.Text>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Flex>
  );
}
