import { useCallback } from 'react';
import { useToast } from '../../lib/useToast';
import { useSession } from './session';

interface SignedIn {
  token: string;
  user: { name: string };
}

/** After a login or registration: keep the token, greet the user (spec texts), move on. */
export function useCompleteSignIn(onSignedIn: () => void) {
  const { setToken } = useSession();
  const toast = useToast();
  return useCallback(
    ({ token, user }: SignedIn, kind: 'login' | 'register') => {
      setToken(token);
      toast(
        kind === 'login'
          ? {
              variant: 'success',
              title: 'Inloggning lyckades',
              description: `Välkommen tillbaka, ${user.name}!`,
            }
          : {
              variant: 'success',
              title: 'Registrering lyckades',
              description: `Välkommen, ${user.name}!`,
            },
      );
      onSignedIn();
    },
    [setToken, toast, onSignedIn],
  );
}
