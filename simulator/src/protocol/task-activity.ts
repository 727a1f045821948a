import { BoundedMap } from './bounded-map.js';

/** How often a taskUUID was sent and how often its task actually ran (the test controls report it). */
export interface TaskActivityCounts {
  /** Requests that carried the UUID in a kept task, conflicts and refusals included. */
  submissions: number;
  /** Times the task was executed: anything but 1 after acceptance means a double charge. */
  runs: number;
  /** getResponse and getTaskDetails calls that asked about the task: 0 means it failed fast. */
  lookups: number;
}

/** Counts submissions, runs and lookups per taskUUID, bounded like the results. */
export class TaskActivity {
  private readonly counts = new BoundedMap<string, TaskActivityCounts>({ maxEntries: 100_000 });

  countSubmission(taskUUID: string): void {
    const counts = this.of(taskUUID);
    this.counts.set(taskUUID.toLowerCase(), { ...counts, submissions: counts.submissions + 1 });
  }

  countRun(taskUUID: string): void {
    const counts = this.of(taskUUID);
    this.counts.set(taskUUID.toLowerCase(), { ...counts, runs: counts.runs + 1 });
  }

  countLookup(taskUUID: string): void {
    const counts = this.of(taskUUID);
    this.counts.set(taskUUID.toLowerCase(), { ...counts, lookups: counts.lookups + 1 });
  }

  of(taskUUID: string): TaskActivityCounts {
    return this.counts.get(taskUUID.toLowerCase()) ?? { submissions: 0, runs: 0, lookups: 0 };
  }
}
