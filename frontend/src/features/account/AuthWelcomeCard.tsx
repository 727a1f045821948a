import { CheckCircleFilled } from '@ant-design/icons';
import { Card, Flex, Typography, theme } from 'antd';
import { BRAND_NAME } from '../../lib/brand';

// Spec: the welcome card's marketing lines, word for word.
const WELCOME_LINES = [
  'Control powerful AI models',
  'Get access to powerful AI image models',
  'Customize advanced parameters',
  'Save and share your creations',
];

/** The sign-in screen's welcome: what an account gives, beside the forms. */
export function AuthWelcomeCard() {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      style={{
        height: '100%',
        background: `linear-gradient(135deg, ${token.colorPrimaryBg}, ${token.colorBgContainer})`,
      }}
    >
      <Typography.Title level={1} style={{ marginTop: 0, fontSize: 28 }}>
        Welcome to {BRAND_NAME}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Log in or create an account to start creating images.
      </Typography.Paragraph>
      <Flex component="ul" vertical gap={12} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {WELCOME_LINES.map((line) => (
          <Flex component="li" key={line} gap={10} align="center">
            <CheckCircleFilled aria-hidden style={{ color: token.colorPrimary }} />
            <Typography.Text>{line}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
