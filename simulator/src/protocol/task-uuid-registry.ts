import { type DeliveryMethod } from '../tasks/task-handler.js';
import { BoundedMap } from './bounded-map.js';

/** How an accepted taskUUID was used: `conflictTaskUUID` reports it in its `context`. */
export interface TaskUuidUse {
  taskType: string;
  deliveryMethod: DeliveryMethod;
}

/**
 * Remembers every accepted taskUUID, as the provider does, so a re-sent one is refused with
 * `conflictTaskUUID`. Bounded: the oldest entries are forgotten past `capacity` so a long benchmark
 * cannot exhaust memory.
 */
export class TaskUuidRegistry {
  private readonly used: BoundedMap<string, TaskUuidUse>;

  constructor(capacity = 1_000_000) {
    this.used = new BoundedMap({ maxEntries: capacity });
  }

  /** How the UUID was used, or undefined when it is fresh. */
  usedBy(taskUUID: string): TaskUuidUse | undefined {
    return this.used.get(taskUUID.toLowerCase());
  }

  register(taskUUID: string, use: TaskUuidUse): void {
    this.used.set(taskUUID.toLowerCase(), use);
  }
}
