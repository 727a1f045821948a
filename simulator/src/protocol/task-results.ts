import { type DeliveryMethod, type ResultItem } from '../tasks/task-handler.js';
import { type ApiError } from './api-error.js';
import { BoundedMap } from './bounded-map.js';
import { type RawTask } from './task-parameters.js';

/** Which task a result belongs to. */
export interface TaskIdentity {
  taskType: string;
  taskUUID: string;
}

/** What the provider archives of a kept task besides its outcome (getResponse, getTaskDetails). */
export interface TaskRecord extends TaskIdentity {
  deliveryMethod: DeliveryMethod;
  /** The task object as it was sent. */
  request: RawTask;
}

/** Where an accepted task stands, as getResponse reports it. */
export type TaskResult = TaskRecord &
  (
    | { status: 'processing' }
    | { status: 'success'; items: ResultItem[] }
    | { status: 'error'; error: ApiError }
  );

const LIMITS = { maxEntries: 100_000, maxBytes: 256 * 1024 * 1024 };

/**
 * The outcome of every task the provider kept (sync or async), by taskUUID, so getResponse can hand
 * it back. Bounded like the UUID registry: the oldest are forgotten past 100k tasks, or past 256 MB
 * of results (base64 output makes results large).
 */
export class TaskResults {
  private readonly results: BoundedMap<string, TaskResult>;

  constructor(limits: { maxEntries: number; maxBytes: number } = LIMITS) {
    this.results = new BoundedMap({
      maxEntries: limits.maxEntries,
      maxWeight: limits.maxBytes,
      weigh: approximateBytes,
    });
  }

  start(task: TaskRecord): void {
    this.store({ ...task, status: 'processing' });
  }

  succeed(task: TaskRecord, items: ResultItem[]): void {
    this.store({ ...task, status: 'success', items });
  }

  fail(task: TaskRecord, error: ApiError): void {
    this.store({ ...task, status: 'error', error });
  }

  get(taskUUID: string): TaskResult | undefined {
    return this.results.get(taskUUID.toLowerCase());
  }

  private store(result: TaskResult): void {
    this.results.set(result.taskUUID.toLowerCase(), result);
  }
}

/** Counts the text of the items (image data dominates), not every byte of their objects. */
function approximateBytes(result: TaskResult): number {
  if (result.status !== 'success') return 0;
  let bytes = 0;
  for (const item of result.items) {
    for (const value of Object.values(item)) bytes += typeof value === 'string' ? value.length : 8;
  }
  return bytes;
}
