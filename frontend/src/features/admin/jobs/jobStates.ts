/** Queue names of the admin jobs (contract). */
export const JOB_QUEUES = [
  { value: 'modelImport', label: 'Model import' },
  { value: 'orphanScan', label: 'Orphan scan' },
  { value: 'orphanDelete', label: 'Orphan deletion' },
] as const;

export type JobQueue = (typeof JOB_QUEUES)[number]['value'];

/** BullMQ states a job ends in; every other state means it is still under way. */
export function isFinished(state: string): boolean {
  return state === 'completed' || state === 'failed';
}

export const JOB_STATE_COLORS: Record<string, string> = {
  completed: 'success',
  failed: 'error',
  active: 'processing',
  waiting: 'default',
  delayed: 'warning',
  prioritized: 'default',
  waitingChildren: 'default',
  unknown: 'default',
};
