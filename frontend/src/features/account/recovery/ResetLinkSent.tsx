import { MailOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { LinkButton } from '../../../lib/LinkButton';
import { AuthCardResult } from '../AuthCardResult';

interface ResetLinkSentProps {
  email: string;
  /** Back to the form, for an address typed wrong. */
  onTryAnother: () => void;
}

/** The same words for every address: the page never tells whether an account uses it. */
export function ResetLinkSent({ email, onTryAnother }: ResetLinkSentProps) {
  return (
    <AuthCardResult
      status="info"
      icon={<MailOutlined aria-hidden />}
      title="Check your email"
      description={`If an account uses ${email}, we have sent it a link to reset the password. The link works for one hour.`}
      actions={
        <>
          <LinkButton type="primary" to="/auth">
            Back to log in
          </LinkButton>
          <Button onClick={onTryAnother}>Use another address</Button>
        </>
      }
    />
  );
}
