import { setTimeout as sleep } from 'node:timers/promises';
import { type DeliveryMethod, type ResultItem } from '../tasks/task-handler.js';
import { type ApiError, DOCUMENTATION } from './api-error.js';
import { type HeldTasks, type Hold } from './held-tasks.js';
import {
  type FinishOutcome,
  PLANNED_REFUSAL,
  PLANNED_REFUSAL_STATUS,
  PLANNED_TASK_ERROR,
  PLANNED_TASK_ERROR_STATUS,
  type PlannedOutcome,
} from './planned-outcome.js';
import { type TaskActivity } from './task-activity.js';
import { type ProviderAccount } from './provider-account.js';
import { type RawTask } from './task-parameters.js';
import { type TaskIdentity, type TaskResults } from './task-results.js';

/** A task that passed validation and whose taskUUID is now used up. */
export interface AcceptedTask extends TaskIdentity {
  deliveryMethod: DeliveryMethod;
  /** The task object as it was sent, archived for getTaskDetails. */
  request: RawTask;
  keptOnReceipt: boolean;
  run: () => Promise<ResultItem[]>;
}

/** How the tasks of one request run. */
export interface RunConditions {
  latencyMs: number;
  /** What kept tasks do (a test plan's step); other tasks always just run. */
  outcome: PlannedOutcome;
  signal: AbortSignal;
}

export type TaskSettlement =
  { kind: 'done'; items: ResultItem[] } | { kind: 'failed'; error: ApiError; status: number };

/**
 * Runs accepted tasks to their end. A kept task is `processing` from the moment it is handed over,
 * counts its run, follows the planned outcome and leaves its outcome for getResponse, whether or not
 * anyone is still waiting for the HTTP answer.
 */
export class TaskRunner {
  constructor(
    private readonly results: TaskResults,
    private readonly activity: TaskActivity,
    private readonly held: HeldTasks,
    private readonly logError: (message: string, error: unknown) => void,
    private readonly account?: ProviderAccount,
  ) {}

  /** Never rejects. The bookkeeping happens before it returns, so a poll right after finds the task. */
  execute(task: AcceptedTask, conditions: RunConditions): Promise<TaskSettlement> {
    if (!task.keptOnReceipt) return this.attempt(task, conditions, 'success');

    const identity = {
      taskType: task.taskType,
      taskUUID: task.taskUUID,
      deliveryMethod: task.deliveryMethod,
      request: task.request,
    };
    this.results.start(identity);
    this.activity.countRun(task.taskUUID);
    let hold: Hold | undefined;
    let outcome: FinishOutcome | Promise<FinishOutcome>;
    if (conditions.outcome === 'stuck') {
      hold = this.held.hold(task.taskUUID);
      outcome = hold.released;
    } else {
      outcome = conditions.outcome;
    }

    return this.attempt(task, conditions, outcome).then((settlement) => {
      if (settlement.kind === 'done') {
        this.results.succeed(identity, settlement.items);
        this.account?.charge(settlement.items);
      } else this.results.fail(identity, settlement.error);
      hold?.settle();
      return settlement;
    });
  }

  private async attempt(
    task: AcceptedTask,
    { latencyMs, signal }: RunConditions,
    outcome: FinishOutcome | Promise<FinishOutcome>,
  ): Promise<TaskSettlement> {
    const identity = { taskType: task.taskType, taskUUID: task.taskUUID };
    try {
      if (latencyMs > 0) await sleep(latencyMs, undefined, { signal });
      const planned = await outcome;
      if (planned === 'refused') {
        return {
          kind: 'failed',
          error: { ...PLANNED_REFUSAL, ...identity },
          status: PLANNED_REFUSAL_STATUS,
        };
      }
      if (planned === 'error') {
        return {
          kind: 'failed',
          error: { ...PLANNED_TASK_ERROR, ...identity },
          status: PLANNED_TASK_ERROR_STATUS,
        };
      }
      return { kind: 'done', items: await task.run() };
    } catch (error) {
      if (!signal.aborted) this.logError(`${task.taskType} ${task.taskUUID} failed`, error);
      return {
        kind: 'failed',
        error: {
          code: 'internalServerError',
          message: 'An unexpected error occurred while processing the task.',
          documentation: DOCUMENTATION.errors,
          ...identity,
        },
        status: 500,
      };
    }
  }
}
