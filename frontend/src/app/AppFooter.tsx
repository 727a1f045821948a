import { useQuery } from '@apollo/client/react';
import { Flex, Layout, Typography } from 'antd';
import { AppInfoDocument } from '../graphql/generated/graphql';
import { BRAND_NAME } from '../lib/brand';
import { HelpButton } from './HelpButton';

const { Text, Link } = Typography;

export function AppFooter() {
  const { data } = useQuery(AppInfoDocument);
  const appInfo = data?.appInfo;

  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '24px 16px' }}>
      <Flex vertical gap={8} align="center">
        <Flex wrap gap={8} align="center" justify="center">
          {/* Placeholders until the documents exist (spec: the links are placeholders). */}
          <Link href="#">Terms of Use</Link>
          <Text type="secondary">·</Text>
          <Link href="#">Privacy Policy</Link>
          <Text type="secondary">·</Text>
          <HelpButton appearance="link" />
        </Flex>
        <Flex wrap gap={8} align="center" justify="center">
          <Link href="https://runware.ai" target="_blank" rel="noopener noreferrer">
            Powered by Runware
          </Link>
          <Text type="secondary">
            © {new Date().getFullYear()} {BRAND_NAME}
            {appInfo && ` · v${appInfo.version}`}
          </Text>
        </Flex>
        {appInfo?.providerMode === 'simulator' && (
          <Text type="secondary" style={{ fontSize: 12 }}>
            Simulated image provider – images are generated locally
          </Text>
        )}
      </Flex>
    </Layout.Footer>
  );
}
