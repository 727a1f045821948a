import {
  createContext,
  lazy,
  type ReactNode,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { SessionUserFragment } from '../../graphql/generated/graphql';
import { useApolloClientSource } from '../../lib/apolloClientSource';
import { clearAuthToken, readAuthToken, writeAuthToken } from '../../lib/authToken';
import { useToast } from '../../lib/useToast';

// The GraphQL half of the session, with Apollo: fetched only while a token is stored.
const SessionSync = lazy(() => import('./SessionSync'));

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

/** What the server says of the stored token, as SessionSync reads it. */
export interface SessionServer {
  /** The user behind the token; null until known or when refused. */
  user: SessionUser | null;
  /** True while the user is being read. */
  loading: boolean;
  /** The server refused the token (or answered no user for it). */
  rejected: boolean;
  refetch: () => Promise<unknown>;
  /** Ends the session on the server. */
  logout: () => Promise<unknown>;
}

// Spec: the current-user result counts as fresh for 5 minutes.
const USER_FRESH_FOR_MS = 5 * 60 * 1000;

const SessionContext = createContext<Session | null>(null);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface SessionProviderProps {
  /**
   * When given, a stored token is checked only once this settles: the landing page is drawn
   * before the session's code (Apollo, the header's antd parts) takes the connection.
   */
  checkAfter?: Promise<void>;
  children: ReactNode;
}

export function SessionProvider({ checkAfter, children }: SessionProviderProps) {
  const apollo = useApolloClientSource();
  const toast = useToast();
  const [token, setTokenState] = useState(readAuthToken);
  const [loggedOut, setLoggedOut] = useState(false);
  // What SessionSync last said of the current token; null until it has said anything.
  const [server, setServer] = useState<SessionServer | null>(null);
  const [checkReleased, setCheckReleased] = useState(checkAfter === undefined);
  const userReadAt = useRef(0);
  // A forced read asked for before SessionSync has answered (it loads lazily) happens as soon as
  // it has: its first read may have left before what the caller changed on the server.
  const readAgainWhenReady = useRef(false);

  const tokenRejected = token !== null && server?.rejected === true;

  // Whether SessionSync has settled on the current token's user (see followServer).
  const serverSettled = useRef(false);
  // The settling answer mounts the whole signed-in page (the dashboard, the gallery): as a
  // transition, React renders it in slices between which the browser paints and answers input,
  // not as one long task. Later answers (a new balance) show at once.
  const followServer = useCallback((next: SessionServer) => {
    if (serverSettled.current) setServer(next);
    else startTransition(() => setServer(next));
    serverSettled.current = !next.loading;
  }, []);

  useEffect(() => {
    if (!checkAfter) return;
    let mounted = true;
    void checkAfter.then(() => mounted && setCheckReleased(true));
    return () => {
      mounted = false;
    };
  }, [checkAfter]);

  useEffect(() => {
    if (server?.user) userReadAt.current = Date.now();
  }, [server?.user]);

  const setToken = useCallback((next: string | null) => {
    if (next) writeAuthToken(next);
    else clearAuthToken();
    setTokenState(next);
    // A new token's user is read afresh.
    setServer(null);
    // A token just given (a sign-in) is read at once.
    setCheckReleased(true);
    serverSettled.current = false;
    readAgainWhenReady.current = false;
    if (next) setLoggedOut(false);
  }, []);

  // Spec: a token the server does not accept is removed and the user treated as absent.
  useEffect(() => {
    if (tokenRejected) setToken(null);
  }, [tokenRejected, setToken]);

  const refresh = useCallback(
    async ({ force = false }: { force?: boolean } = {}) => {
      if (!token) return;
      if (!server || server.loading) {
        if (force) readAgainWhenReady.current = true;
        return;
      }
      if (!force && Date.now() - userReadAt.current < USER_FRESH_FOR_MS) return;
      // A failed read reaches SessionSync as a refusal, which signs the user out above.
      await server.refetch().catch(() => undefined);
    },
    [token, server],
  );

  useEffect(() => {
    if (!server || server.loading || !readAgainWhenReady.current) return;
    readAgainWhenReady.current = false;
    void server.refetch().catch(() => undefined);
  }, [server]);

  const logout = useCallback(async () => {
    let failure: unknown = null;
    try {
      await server?.logout();
    } catch (error) {
      failure = error;
    }
    // Local sign-out happens even when the server call failed: the user asked to leave.
    setToken(null);
    setLoggedOut(true);
    await apollo.current?.clearStore();
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
  }, [server, setToken, apollo, toast]);

  const signOutLocally = useCallback(async () => {
    if (!token) return;
    setToken(null);
    // The signed-out user's data must not outlive the session in the cache.
    await apollo.current?.clearStore();
  }, [token, setToken, apollo]);

  const user = token && !tokenRejected ? (server?.user ?? null) : null;
  // Only the first check counts: a refresh keeps the known user on screen, so the pages guarded
  // by RequireAuth are not swapped for a spinner (and remounted) while it runs.
  const loading =
    token !== null && !tokenRejected && (server === null || (server.loading && !server.user));
  const session = useMemo(
    () => ({ user, loading, refresh, logout, signOutLocally, setToken, loggedOut }),
    [user, loading, refresh, logout, signOutLocally, setToken, loggedOut],
  );

  return (
    <SessionContext.Provider value={session}>
      {token && checkReleased && (
        <Suspense fallback={null}>
          <SessionSync key={token} onChange={followServer} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
