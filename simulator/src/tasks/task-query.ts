import { type ApiError } from '../protocol/api-error.js';
import { type RawTask } from '../protocol/task-parameters.js';
import { type ResultItem } from './task-handler.js';

/** What a query answers: items for `data` and, for a task that failed, entries for `errors`. */
export interface TaskReport {
  data: ResultItem[];
  errors: ApiError[];
}

/**
 * Answers a task from what the provider already holds (getResponse): at once, without latency, and
 * without using up its taskUUID, which names another task.
 */
export interface TaskQuery {
  readonly taskType: string;
  /** Throws a TaskRejection the way the provider refuses it. */
  answer(task: RawTask, taskUUID: string): TaskReport;
}
