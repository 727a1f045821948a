import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';

/**
 * A generation followed after a reload that the image provider has not confirmed (status
 * unknown): the server settles or refunds it once the provider answers, perhaps minutes later.
 */
export function UnconfirmedGenerationNotice() {
  return (
    <Alert
      type="info"
      showIcon
      title="Not confirmed yet"
      description={
        <Flex vertical gap={4}>
          <Typography.Text>
            The image provider has not confirmed this generation yet. Your credits stay reserved
            until it does; it is then settled or refunded automatically.
          </Typography.Text>
          <Typography.Text>
            Its outcome will show in your <Link to="/credits">generation history</Link>.
          </Typography.Text>
        </Flex>
      }
    />
  );
}
