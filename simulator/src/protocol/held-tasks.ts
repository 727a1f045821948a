import { type FinishOutcome } from './planned-outcome.js';

/** A stuck task, as its runner sees it. */
export interface Hold {
  /** Resolves with the outcome a test chose; with `error` if the simulator shuts down first. */
  released: Promise<FinishOutcome>;
  /** The runner calls it once the task has ended, so the release can answer after the fact. */
  settle(): void;
}

interface HeldTask {
  release(outcome: FinishOutcome): void;
  settled: Promise<void>;
}

/** Tasks planned as `stuck`: they stay `processing` until a test finishes them. */
export class HeldTasks {
  private readonly held = new Map<string, HeldTask>();

  constructor(shutdown: AbortSignal) {
    // Resolved rather than rejected: nobody may be awaiting yet, and the runners check the signal.
    shutdown.addEventListener('abort', () => {
      for (const task of this.held.values()) task.release('error');
      this.held.clear();
    });
  }

  hold(taskUUID: string): Hold {
    let release: (outcome: FinishOutcome) => void = () => {};
    const released = new Promise<FinishOutcome>((resolve) => (release = resolve));
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    this.held.set(taskUUID.toLowerCase(), { release, settled });
    return { released, settle };
  }

  /** Releases a held task and resolves once it has ended; false when no such task is held. */
  async release(taskUUID: string, outcome: FinishOutcome): Promise<boolean> {
    const key = taskUUID.toLowerCase();
    const task = this.held.get(key);
    if (!task) return false;
    this.held.delete(key);
    task.release(outcome);
    await task.settled;
    return true;
  }
}
