import { HomeOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { LinkButton } from '../lib/LinkButton';
import { usePageTitle } from '../lib/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Result
      status="404"
      title="404 Page Not Found"
      subTitle="The page you are looking for does not exist or has moved."
      extra={
        <LinkButton type="primary" to="/" icon={<HomeOutlined aria-hidden />}>
          Back to Home
        </LinkButton>
      }
    />
  );
}
