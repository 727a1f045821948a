import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  LogoutDocument,
  MeDocument,
  type SessionUserFragment,
} from '../../graphql/generated/graphql';
import { clearAuthToken, readAuthToken, writeAuthToken } from '../../lib/authToken';
import { useToast } from '../../lib/useToast';

export type SessionUser = SessionUserFragment;

export interface Session {
  /** The signed-in user, or null for a visitor (also while the token is being checked). */
  user: SessionUser | null;
  /** True while a stored token is being checked against the server. */
  loading: boolean;
  /** Re-reads the user when the last read is older than five minutes, or always with force. */
  refresh: (options?: { force?: boolean }) => Promise<void>;
  /** Signs out on the server and, whatever it answers, locally. */
  logout: () => Promise<void>;
  /**
   * Signs out in this browser only, without a word to the server: for when the server has
   * already ended the session (a password reset ends every session of the account).
   */
  signOutLocally: () => Promise<void>;
  /** Stores a new token (after login or registration) or forgets it (null). */
  setToken: (token: string | null) => void;
  /**
   * True from a logout until the next sign-in. Pages for signed-in users then send the user home
   * with the logout, not to /auth as they do a visitor (or someone whose token expired).
   */
  loggedOut: boolean;
}

// Spec: the current-user result counts as fresh for 5 minutes.
const USER_FRESH_FOR_MS = 5 * 60 * 1000;

const SessionContext = createContext<Session | null>(null);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const toast = useToast();
  const [token, setTokenState] = useState(readAuthToken);
  const [loggedOut, setLoggedOut] = useState(false);
  const userReadAt = useRef(0);

  // Asked only when a token exists; always from the network first, since a cached user may
  // belong to a token the server no longer accepts.
  const me = useQuery(MeDocument, { skip: !token, fetchPolicy: 'network-only' });
  const tokenRejected =
    token !== null && !me.loading && (me.error !== undefined || me.data?.me === null);

  useEffect(() => {
    if (me.data?.me) userReadAt.current = Date.now();
  }, [me.data]);

  const setToken = useCallback((next: string | null) => {
    if (next) writeAuthToken(next);
    else clearAuthToken();
    setTokenState(next);
    if (next) setLoggedOut(false);
  }, []);

  // Spec: a token the server does not accept is removed and the user treated as absent.
  useEffect(() => {
    if (tokenRejected) setToken(null);
  }, [tokenRejected, setToken]);

  const { refetch } = me;
  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      if (!token) return;
      if (!force && Date.now() - userReadAt.current < USER_FRESH_FOR_MS) return;
      // A failed read surfaces through me.error, which signs the user out above.
      await refetch().catch(() => undefined);
    },
    [token, refetch],
  );

  const [logoutOnServer] = useMutation(LogoutDocument);
  const logout = useCallback(async () => {
    let failure: unknown = null;
    try {
      await logoutOnServer();
    } catch (error) {
      failure = error;
    }
    // Local sign-out happens even when the server call failed: the user asked to leave.
    setToken(null);
    setLoggedOut(true);
    await client.clearStore();
    if (failure) {
      toast({
        variant: 'error',
        title: 'Utloggning misslyckades',
        description: messageOf(failure),
      });
    } else {
      toast({
        variant: 'success',
        title: 'Utloggad',
        description: 'Du har loggats ut från ditt konto.',
      });
    }
  }, [logoutOnServer, setToken, client, toast]);

  const signOutLocally = useCallback(async () => {
    if (!token) return;
    setToken(null);
    // The signed-out user's data must not outlive the session in the cache.
    await client.clearStore();
  }, [token, setToken, client]);

  const user = token && !tokenRejected ? (me.data?.me ?? null) : null;
  // Only the first check counts: a refresh keeps the known user on screen, so the pages guarded
  // by RequireAuth are not swapped for a spinner (and remounted) while it runs.
  const loading = token !== null && me.loading && !me.data?.me;
  const session = useMemo(
    () => ({ user, loading, refresh, logout, signOutLocally, setToken, loggedOut }),
    [user, loading, refresh, logout, signOutLocally, setToken, loggedOut],
  );

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
