import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../account/session';
import '../../app/button.css';

interface StartLinkProps {
  /** What a visitor who is not signed in is invited to do; they go to /auth. */
  signedOutLabel: string;
  icon?: ReactNode;
}

/** A marketing page's main call: a signed-in user goes on to the dashboard, a visitor to /auth. */
export function StartLink({ signedOutLabel, icon }: StartLinkProps) {
  const { user } = useSession();
  return (
    <Link className="button button-primary button-large" to={user ? '/dashboard' : '/auth'}>
      {icon}
      {user ? 'Go to Dashboard' : signedOutLabel}
    </Link>
  );
}
