/**
 * Remembers every accepted taskUUID, as the provider does, so a re-sent one is refused with
 * `conflictTaskUUID`. Bounded: the oldest entries are forgotten past `capacity` so a long benchmark
 * cannot exhaust memory.
 */
export class TaskUuidRegistry {
  private readonly used = new Map<string, string>();

  constructor(private readonly capacity = 1_000_000) {}

  /** The task type that used the UUID, or undefined when it is fresh. */
  usedBy(taskUUID: string): string | undefined {
    return this.used.get(taskUUID.toLowerCase());
  }

  register(taskUUID: string, taskType: string): void {
    this.used.set(taskUUID.toLowerCase(), taskType);
    if (this.used.size > this.capacity) {
      const oldest = this.used.keys().next();
      if (!oldest.done) this.used.delete(oldest.value);
    }
  }
}
