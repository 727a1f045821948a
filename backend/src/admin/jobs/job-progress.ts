/**
 * What every admin job reports through job.updateProgress: how far it is, plus the job's own
 * counters, which double as its checkpoint when a job runs again after its worker died.
 */
export interface JobProgressReport {
  done: number;
  total: number;
  [counter: string]: unknown;
}

export function isProgressReport(value: unknown): value is JobProgressReport {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as JobProgressReport).done === 'number' &&
    typeof (value as JobProgressReport).total === 'number'
  );
}
