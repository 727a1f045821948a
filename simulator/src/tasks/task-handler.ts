import { type RawTask } from '../protocol/task-parameters.js';

/** One item of the response's `data` array. */
export type ResultItem = Record<string, unknown>;

/** `sync`: the results come in the HTTP answer; `async`: an acknowledgement, then getResponse. */
export type DeliveryMethod = 'sync' | 'async';

/** A validated task, ready to run. */
export interface PreparedTask {
  deliveryMethod: DeliveryMethod;
  /** The work that produces the task's result items. */
  run: () => Promise<ResultItem[]>;
}

/** Answers one task type. */
export interface TaskHandler {
  readonly taskType: string;
  /**
   * Whether the provider keeps this task from the moment it receives it: it runs (and is billed)
   * even when its request then fails, and its outcome can be fetched with getResponse. Free lookups
   * such as modelSearch are not kept: a failed request drops them, so they may be re-sent as is.
   */
  readonly keptOnReceipt: boolean;
  /**
   * Validates the task, throwing (or rejecting with) a TaskRejection the way the provider refuses
   * it. Asynchronous when validation reads input images.
   */
  prepare(task: RawTask, taskUUID: string): PreparedTask | Promise<PreparedTask>;
}
