import { ExclamationCircleOutlined, RedoOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Typography, theme } from 'antd';
import { LinkButton } from '../../../lib/LinkButton';
import type { ErrorPanelContent } from '../failureDescription';

interface ErrorPanelProps {
  content: ErrorPanelContent;
  onRetry: () => void;
}

/** A failed generation: the spec's title for the provider's code, the message, tips, Retry. */
export function ErrorPanel({ content, onRetry }: ErrorPanelProps) {
  const { token } = theme.useToken();
  return (
    <Card
      role="alert"
      style={{ borderColor: token.colorErrorBorder, background: token.colorErrorBg }}
    >
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <ExclamationCircleOutlined
            style={{ color: token.colorError, fontSize: 20 }}
            aria-hidden
          />
          <Typography.Title level={4} style={{ margin: 0 }}>
            {content.title}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>{content.message}</Typography.Paragraph>
        {content.details && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {content.details}
          </Typography.Paragraph>
        )}
        {content.tips && (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {content.tips.map((tip) => (
              <li key={tip}>
                <Typography.Text>{tip}</Typography.Text>
              </li>
            ))}
          </ul>
        )}
        <Flex gap={8} align="center">
          <Button icon={<RedoOutlined aria-hidden />} onClick={onRetry}>
            Retry
          </Button>
          {content.action && (
            <LinkButton
              type="primary"
              icon={<ShoppingCartOutlined aria-hidden />}
              to={content.action.to}
            >
              {content.action.label}
            </LinkButton>
          )}
          {content.documentation && (
            <Typography.Link href={content.documentation} target="_blank" rel="noreferrer">
              View Documentation
            </Typography.Link>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
