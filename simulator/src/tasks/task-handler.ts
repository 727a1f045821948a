import { type RawTask } from '../protocol/task-parameters.js';

/** One item of the response's `data` array. */
export type ResultItem = Record<string, unknown>;

/** Answers one task type. */
export interface TaskHandler {
  readonly taskType: string;
  /**
   * Validates the task, throwing a TaskRejection the way the provider refuses it, and returns the
   * work that produces its result items.
   */
  prepare(task: RawTask, taskUUID: string): () => Promise<ResultItem[]>;
}
