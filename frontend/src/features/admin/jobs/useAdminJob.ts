import { useCallback } from 'react';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import { type AdminJob, useJobRunner } from './useJobRunner';

/** One run of an admin job: how to start it and how to word its outcome. */
export interface AdminJobRun {
  /** Starts the job (a mutation) and returns it as first reported. */
  start: () => Promise<AdminJob>;
  /** Title of the error toast when the job does not start, fails, or completes without a result. */
  failureTitle: string;
  /** The error toast's text for a job that failed: by default its reason, else "The job failed". */
  failureText?: (job: AdminJob) => string | undefined;
  /** Whether a completed job carries what it should (e.g. its typed result); by default it does. */
  hasResult?: (job: AdminJob) => boolean;
  /** Runs once the job has completed, before the success toast (e.g. reloads what it changed). */
  onCompleted?: (job: AdminJob) => unknown;
  /** Title of the success toast; without it, none is shown. */
  successTitle?: string;
  /** The success toast's text from the finished job; null shows no toast. */
  successText?: (job: AdminJob) => string | null;
}

const defaultFailureText = (job: AdminJob) => job.failedReason ?? 'The job failed';

/**
 * Starts an admin job, follows it until it ends, and toasts the outcome: the failure (not started,
 * failed, or completed without its result) or the success. `run` resolves with the completed job,
 * or null after a failure; `job` and `running` feed a progress bar meanwhile.
 */
export function useAdminJob() {
  const toast = useToast();
  const { job, running, run: follow } = useJobRunner();

  const run = useCallback(
    async ({
      start,
      failureTitle,
      failureText = defaultFailureText,
      hasResult = () => true,
      onCompleted,
      successTitle,
      successText,
    }: AdminJobRun): Promise<AdminJob | null> => {
      let finished: AdminJob;
      try {
        finished = await follow(start);
      } catch (error) {
        toast({ variant: 'error', title: failureTitle, description: errorMessage(error) });
        return null;
      }
      if (finished.state !== 'completed' || !hasResult(finished)) {
        toast({ variant: 'error', title: failureTitle, description: failureText(finished) });
        return null;
      }
      await onCompleted?.(finished);
      const description = successText?.(finished) ?? null;
      if (successTitle !== undefined && description !== null) {
        toast({ variant: 'success', title: successTitle, description });
      }
      return finished;
    },
    [follow, toast],
  );

  return { job, running, run };
}
