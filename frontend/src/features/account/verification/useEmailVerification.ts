import { useMutation } from '@apollo/client/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { VerifyEmailDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { graphQLRefusal } from '../../../lib/graphQLRefusal';
import { useSession } from '../session';

export type EmailVerification =
  | { phase: 'verifying' }
  /** `alreadyVerified`: the link had been opened before; the address was proven then. */
  | { phase: 'verified'; email: string; alreadyVerified: boolean }
  /** `code` is the server's (CONFLICT: the new address was taken meanwhile). */
  | { phase: 'refused'; message: string; code?: string };

export const INCOMPLETE_VERIFICATION_LINK_MESSAGE =
  'This verification link is incomplete. Open the link from the email again.';

/**
 * Opens a verification link, once: the link works a single time, so a second call (StrictMode
 * runs effects twice in development) would be refused as used. A signed-in user is read again
 * afterwards, so every page sees the verified (or changed) address.
 */
export function useEmailVerification(token: string | null): EmailVerification {
  const [verifyEmail] = useMutation(VerifyEmailDocument);
  const { refresh } = useSession();
  const [verification, setVerification] = useState<EmailVerification>(() =>
    token
      ? { phase: 'verifying' }
      : { phase: 'refused', message: INCOMPLETE_VERIFICATION_LINK_MESSAGE },
  );
  // Refs survive StrictMode's unmount and remount of the same component; state updates after
  // it land too, which is why the effect has no cleanup that would drop the answer.
  const opened = useRef(false);

  const verified = useEffectEvent((email: string, alreadyVerified: boolean) => {
    setVerification({ phase: 'verified', email, alreadyVerified });
    void refresh({ force: true });
  });

  useEffect(() => {
    if (!token || opened.current) return;
    opened.current = true;
    verifyEmail({ variables: { input: { token } } })
      .then(({ data }) => {
        if (!data) throw new Error('The server did not answer.');
        verified(data.verifyEmail.email, data.verifyEmail.alreadyVerified);
      })
      .catch((error: unknown) => {
        setVerification({
          phase: 'refused',
          message: errorMessage(error),
          code: graphQLRefusal(error).code,
        });
      });
  }, [token, verifyEmail]);

  return verification;
}
