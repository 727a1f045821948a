import { Flex, Spin } from 'antd';

/** Shown in the content area while a page's code is on its way. */
export function PageSpinner() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: '50vh' }}>
      <Spin size="large" />
    </Flex>
  );
}
