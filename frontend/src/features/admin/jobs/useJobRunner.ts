import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  AdminJobDocument,
  type AdminJobFieldsFragment,
} from '../../../graphql/generated/admin/graphql';
import { isFinished } from './jobStates';

export type AdminJob = AdminJobFieldsFragment;

/** How often a running job is read again (contract: e.g. every second). Tests shorten it. */
export const JobPollIntervalContext = createContext(1000);

/** Thrown when the component that started a job goes away before the job ends. */
export class JobAbandonedError extends Error {
  constructor() {
    super('The page was left before the job finished');
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs one kind of admin job at a time: starts it with the given mutation call, then reads it
 * every interval until it completes or fails, exposing the latest state for a progress bar.
 * Resolves with the finished job (completed or failed); rejects when the start call fails.
 */
export function useJobRunner() {
  const client = useApolloClient();
  const intervalMs = useContext(JobPollIntervalContext);
  const [job, setJob] = useState<AdminJob | null>(null);
  const [running, setRunning] = useState(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(
    async (start: () => Promise<AdminJob>): Promise<AdminJob> => {
      setRunning(true);
      setJob(null);
      try {
        let current = await start();
        setJob(current);
        while (!isFinished(current.state)) {
          await sleep(intervalMs);
          if (!mounted.current) throw new JobAbandonedError();
          const { data } = await client.query({
            query: AdminJobDocument,
            variables: { queue: current.queue, id: current.id },
            fetchPolicy: 'no-cache',
          });
          if (!data) throw new Error('The job could not be read');
          current = data.adminJob;
          if (mounted.current) setJob(current);
        }
        return current;
      } finally {
        if (mounted.current) setRunning(false);
      }
    },
    [client, intervalMs],
  );

  return { job, running, run };
}
