import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  FollowedGenerationDocument,
  type FollowedGenerationQuery,
  InFlightGenerationCandidatesDocument,
} from '../../../graphql/generated/graphql';
import { IN_FLIGHT_MAX_AGE_MS, type InFlightGeneration } from './inFlightGeneration';

export type FollowedGeneration = NonNullable<FollowedGenerationQuery['generation']>;

/** How often the followed generation is asked for. */
export const FOLLOW_POLL_INTERVAL_MS = 1500;
/** Among how many of the newest generations the taskUUID is looked for. */
export const CANDIDATE_COUNT = 10;
/** Lookups before concluding the request never reached the server, FOLLOW_POLL_INTERVAL_MS apart. */
export const FIND_ATTEMPTS = 3;

/** What became of a generation followed after a reload. */
export type ResumeOutcome =
  /** Not among the newest generations: the request never reached the server. */
  | { kind: 'notFound' }
  /** The server could not be asked at all: perhaps on a later visit. */
  | { kind: 'unreachable' }
  | { kind: 'succeeded'; generation: FollowedGeneration }
  | { kind: 'failed'; generation: FollowedGeneration }
  /** The provider has not confirmed it (status unknown): still followed, reconciliation decides. */
  | { kind: 'unconfirmed' }
  /** The record's age limit passed before it settled: no longer followed. */
  | { kind: 'expired' };

/**
 * Follows the generation a reload cut the dashboard off from: finds it by taskUUID among the
 * user's newest generations, then polls generation(id) until it succeeds or fails, or until the
 * record's age limit. Null follows nothing (and stops a follow under way). `onOutcome` hears every
 * outcome once; 'unconfirmed' may come before a final one.
 */
export function useResumedGeneration(
  record: InFlightGeneration | null,
  onOutcome: (outcome: ResumeOutcome) => void,
): void {
  const client = useApolloClient();
  const [generationId, setGenerationId] = useState<string | null>(null);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  }, [onOutcome]);

  const taskUUID = record?.taskUUID;
  const startedAt = record?.startedAt;

  // A new record (or none) starts the search afresh.
  useEffect(() => {
    setGenerationId(null);
  }, [taskUUID]);

  // Found by the taskUUID this tab made up; the server keeps it on the generation.
  useEffect(() => {
    if (!taskUUID || generationId) return undefined;
    const signal = { cancelled: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const pause = () =>
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, FOLLOW_POLL_INTERVAL_MS);
      });
    void (async () => {
      let answered = false;
      for (let attempt = 0; attempt < FIND_ATTEMPTS; attempt += 1) {
        if (attempt > 0) await pause();
        if (signal.cancelled) return;
        try {
          const { data } = await client.query({
            query: InFlightGenerationCandidatesDocument,
            variables: { first: CANDIDATE_COUNT },
            // Kept out of the cache: the generation history's list is not this one.
            fetchPolicy: 'no-cache',
          });
          if (signal.cancelled) return;
          if (!data) continue;
          answered = true;
          const match = data.myGenerations.items.find((item) => item.taskUUID === taskUUID);
          if (match) {
            setGenerationId(match.id);
            return;
          }
        } catch {
          if (signal.cancelled) return;
        }
      }
      report.current({ kind: answered ? 'notFound' : 'unreachable' });
    })();
    return () => {
      signal.cancelled = true;
      clearTimeout(timer);
    };
  }, [client, taskUUID, generationId]);

  const followed = useQuery(FollowedGenerationDocument, {
    variables: { id: generationId ?? '' },
    skip: !taskUUID || !generationId,
    pollInterval: FOLLOW_POLL_INTERVAL_MS,
    fetchPolicy: 'network-only',
  });
  const generation = taskUUID && generationId ? followed.data?.generation : undefined;
  const status = generation?.status;

  useEffect(() => {
    if (generation === undefined) return;
    if (generation === null) report.current({ kind: 'notFound' });
    else if (status === 'succeeded') report.current({ kind: 'succeeded', generation });
    else if (status === 'failed') report.current({ kind: 'failed', generation });
    else if (status === 'unknown') report.current({ kind: 'unconfirmed' });
    // pending and running: still at the provider, asked again at the next poll.
  }, [generation, status]);

  // Followed no longer than the record lives.
  useEffect(() => {
    if (startedAt === undefined) return undefined;
    const left = Math.max(0, startedAt + IN_FLIGHT_MAX_AGE_MS - Date.now());
    const timer = setTimeout(() => report.current({ kind: 'expired' }), left);
    return () => clearTimeout(timer);
  }, [startedAt]);
}
