import { Flex, Layout, Typography } from 'antd';
import { useRef } from 'react';
import { useApolloLoaded } from '../lib/apolloClientSource';
import { BRAND_NAME } from '../lib/brand';
import { LoadWhenNeeded } from '../lib/LoadWhenNeeded';
import { useInView } from '../lib/useInView';
import { AppVersion, SimulatorNotice } from './deferredAppInfo';
import { HelpButton } from './HelpButton';

const { Text, Link } = Typography;

export function AppFooter() {
  const footer = useRef<HTMLElement>(null);
  // The version and provider line come from the server: asked once GraphQL is loaded anyway, or
  // when the footer is scrolled to.
  const loaded = useApolloLoaded();
  const wanted = useInView(footer, !loaded) || loaded;
  return (
    <Layout.Footer ref={footer} style={{ textAlign: 'center', padding: '24px 16px' }}>
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
            <LoadWhenNeeded when={wanted}>
              <AppVersion />
            </LoadWhenNeeded>
          </Text>
        </Flex>
        <LoadWhenNeeded when={wanted}>
          <SimulatorNotice />
        </LoadWhenNeeded>
      </Flex>
    </Layout.Footer>
  );
}
