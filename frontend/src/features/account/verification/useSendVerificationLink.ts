import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { ResendVerificationEmailDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { graphQLRefusal } from '../../../lib/graphQLRefusal';
import { useToast } from '../../../lib/useToast';
import { useSession } from '../session';

/**
 * Mails a new verification link to the address waiting for proof (a pending new one, else the
 * unverified one) and says where it went. A refusal is shown in a toast with the server's words.
 */
export function useSendVerificationLink() {
  const [resend, { loading }] = useMutation(ResendVerificationEmailDocument);
  const { refresh } = useSession();
  const toast = useToast();

  const send = useCallback(async () => {
    try {
      const { data } = await resend();
      if (!data) throw new Error('The server did not say where the link went.');
      toast({
        variant: 'success',
        title: `Verification link sent to ${data.resendVerificationEmail}`,
      });
    } catch (error) {
      toast({ variant: 'error', title: 'Link not sent', description: errorMessage(error) });
      // 'Already verified': the cached user is out of date, and the page with it.
      if (graphQLRefusal(error).code === 'BAD_USER_INPUT') await refresh({ force: true });
    }
  }, [resend, refresh, toast]);

  return { send, sending: loading };
}
