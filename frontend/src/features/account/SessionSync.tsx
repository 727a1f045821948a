import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LogoutDocument, MeDocument } from '../../graphql/generated/graphql';
import { ApolloBoundary } from '../../lib/ApolloBoundary';
import type { SessionServer } from './session';

interface SessionSyncProps {
  /** Told every change of the stored token's user, and how to reach the server about it. */
  onChange: (server: SessionServer) => void;
}

/**
 * The session's GraphQL half, loaded only while a token is stored: reads the user behind the
 * token (from the network first, since a cached user may belong to a token the server no longer
 * accepts), follows every later change of it in the cache (a new credit balance), and signs out
 * on the server. Keyed by the token, so a new token starts a new read.
 */
export default function SessionSync(props: SessionSyncProps) {
  return (
    <ApolloBoundary>
      <MeReader {...props} />
    </ApolloBoundary>
  );
}

function MeReader({ onChange }: SessionSyncProps) {
  const me = useQuery(MeDocument, { fetchPolicy: 'network-only' });
  const [logoutOnServer] = useMutation(LogoutDocument);
  const { data, loading, error, refetch } = me;

  useEffect(() => {
    onChange({
      user: data?.me ?? null,
      loading,
      rejected: !loading && (error !== undefined || data?.me === null),
      refetch: () => refetch(),
      logout: () => logoutOnServer(),
    });
  }, [data, loading, error, refetch, logoutOnServer, onChange]);

  return null;
}
