import { LinkButton } from '../../../lib/LinkButton';
import { AuthCardResult } from '../AuthCardResult';

/** After a reset: every session of the account has ended, this browser's too. */
export function PasswordChanged() {
  return (
    <AuthCardResult
      status="success"
      title="Password changed"
      description="Your password has been changed and you have been signed out everywhere. Log in with your new password."
      actions={
        <LinkButton type="primary" to="/auth">
          Log in
        </LinkButton>
      }
    />
  );
}
