import { type ResultItem, type TaskHandler } from '../tasks/task-handler.js';
import { type TaskQuery, type TaskReport } from '../tasks/task-query.js';
import { type ApiError, DOCUMENTATION } from './api-error.js';
import { ContractGate } from './contract/contract-gate.js';
import { isUuid } from './is-uuid.js';
import { TaskRejection } from './task-rejection.js';
import { isPlainObject, type RawTask } from './task-parameters.js';
import { type AcceptedTask, type RunConditions, type TaskRunner } from './task-runner.js';
import { type TaskUuidRegistry } from './task-uuid-registry.js';

export interface ProviderBody {
  data: ResultItem[];
  errors?: ApiError[];
}

export interface BatchOutcome {
  status: number;
  body: ProviderBody;
}

type Refused = { kind: 'refused'; error: ApiError; status: number };
type Prepared =
  { kind: 'accepted'; task: AcceptedTask } | { kind: 'answered'; report: TaskReport } | Refused;
type Settled = { kind: 'answered'; report: TaskReport } | Refused;

/**
 * Runs the tasks of one request: each is validated and run independently and
 * concurrently; results and errors are matched to tasks by taskUUID. The request fails (with the
 * first refusal's status) only when no task was answered; otherwise it is a 200 that may carry both
 * `data` and `errors`.
 */
export class TaskBatchProcessor {
  private readonly handlers: ReadonlyMap<string, TaskHandler>;
  private readonly queries: ReadonlyMap<string, TaskQuery>;

  constructor(
    handlers: readonly TaskHandler[],
    queries: readonly TaskQuery[],
    private readonly taskUuids: TaskUuidRegistry,
    private readonly runner: TaskRunner,
    private readonly contract: ContractGate = new ContractGate(),
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.taskType, handler]));
    this.queries = new Map(queries.map((query) => [query.taskType, query]));
  }

  /** The tasks of the request the provider keeps on receipt (the paid ones), valid or not. */
  keptTasks(tasks: readonly unknown[]): RawTask[] {
    return tasks.filter(
      (task): task is RawTask =>
        isPlainObject(task) &&
        typeof task.taskType === 'string' &&
        this.handlers.get(task.taskType)?.keptOnReceipt === true,
    );
  }

  /** Answers a request that goes through: sync tasks with their results, async ones with an acknowledgement. */
  async process(tasks: readonly unknown[], conditions: RunConditions): Promise<BatchOutcome> {
    // Prepared one after the other, so a taskUUID repeated within the batch conflicts too.
    const prepared: Prepared[] = [];
    for (const task of tasks) prepared.push(await this.prepare(task));
    const settled = await Promise.all(
      prepared.map((entry) =>
        entry.kind === 'accepted' ? this.deliver(entry.task, conditions) : entry,
      ),
    );
    return combine(settled);
  }

  /**
   * A request that fails after the provider received it: its kept tasks are accepted anyway and run
   * in the background (their results wait for getResponse); the others are dropped unseen. Resolves
   * once they are accepted, so the failure is only answered when a re-send would conflict.
   */
  async acceptAndRunInBackground(
    tasks: readonly unknown[],
    conditions: RunConditions,
  ): Promise<void> {
    for (const task of this.keptTasks(tasks)) {
      const entry = await this.prepare(task);
      if (entry.kind === 'accepted') void this.runner.execute(entry.task, conditions);
    }
  }

  private async deliver(task: AcceptedTask, conditions: RunConditions): Promise<Settled> {
    const running = this.runner.execute(task, conditions);
    if (task.deliveryMethod === 'async') {
      const acknowledgement = { taskType: task.taskType, taskUUID: task.taskUUID };
      return { kind: 'answered', report: { data: [acknowledgement], errors: [] } };
    }
    const settlement = await running;
    if (settlement.kind === 'failed') return refused(settlement.error, settlement.status);
    return { kind: 'answered', report: { data: settlement.items, errors: [] } };
  }

  private async prepare(task: unknown): Promise<Prepared> {
    if (!isPlainObject(task)) {
      return refused({
        code: 'invalidRequestBody',
        message: 'Each element of the request array must be a task object.',
        documentation: DOCUMENTATION.errors,
      });
    }
    const taskType = typeof task.taskType === 'string' ? task.taskType : undefined;
    const taskUUID = typeof task.taskUUID === 'string' ? task.taskUUID : undefined;
    const attribution = {
      ...(taskType ? { taskType } : {}),
      ...(taskUUID ? { taskUUID } : {}),
    };
    if (!taskType) {
      return refused({
        code: 'missingTaskType',
        message: 'Missing required parameter: taskType.',
        parameter: 'taskType',
        type: 'string',
        documentation: DOCUMENTATION.errors,
        ...attribution,
      });
    }
    const handler = this.handlers.get(taskType);
    const query = this.queries.get(taskType);
    if (!handler && !query) {
      const supported = [...this.handlers.keys(), ...this.queries.keys()].join(', ');
      return refused({
        code: 'unsupportedTaskType',
        message: `Task type ${taskType} is not supported. The simulator answers: ${supported}.`,
        parameter: 'taskType',
        type: 'string',
        documentation: DOCUMENTATION.errors,
        ...attribution,
      });
    }
    if (!isUuid(taskUUID)) {
      return refused({
        code: taskUUID === undefined ? 'missingTaskUUID' : 'invalidTaskUUID',
        message:
          taskUUID === undefined
            ? 'Missing required parameter: taskUUID.'
            : 'Invalid value for taskUUID parameter. It must be a UUID v4 string.',
        parameter: 'taskUUID',
        type: 'string',
        documentation: DOCUMENTATION.imageInference,
        ...attribution,
      });
    }
    // Runware's contract first: a task it refuses reaches no handler and uses up no taskUUID.
    const breach = this.contract.refusal(task);
    if (breach) return refused({ ...breach, ...attribution });
    try {
      // A query's taskUUID names the task it asks about: it is neither checked nor used up.
      if (query) return { kind: 'answered', report: query.answer(task, taskUUID) };
      return await this.accept(handler as TaskHandler, task, taskUUID, attribution);
    } catch (error) {
      if (!(error instanceof TaskRejection)) throw error;
      return refused({ ...error.details, ...attribution }, error.httpStatus);
    }
  }

  /** Validates a task and uses up its taskUUID; a refused task leaves its UUID free. */
  private async accept(
    handler: TaskHandler,
    task: RawTask,
    taskUUID: string,
    attribution: Partial<ApiError>,
  ): Promise<Prepared> {
    const earlier = this.conflict(taskUUID, attribution);
    if (earlier) return earlier;
    const { run, deliveryMethod } = await handler.prepare(task, taskUUID);
    // Another request may have taken the UUID while this task's input images were being read.
    const meanwhile = this.conflict(taskUUID, attribution);
    if (meanwhile) return meanwhile;
    const { taskType, keptOnReceipt } = handler;
    this.taskUuids.register(taskUUID, { taskType, deliveryMethod });
    return {
      kind: 'accepted',
      task: { taskType, taskUUID, deliveryMethod, keptOnReceipt, run, request: task },
    };
  }

  private conflict(taskUUID: string, attribution: Partial<ApiError>): Refused | undefined {
    const earlier = this.taskUuids.usedBy(taskUUID);
    if (!earlier) return undefined;
    return refused({
      code: 'conflictTaskUUID',
      message: `Task UUID ${taskUUID} has already been used. Every task needs a unique taskUUID.`,
      parameter: 'taskUUID',
      type: 'string',
      documentation: DOCUMENTATION.imageInference,
      context: { taskType: earlier.taskType, deliveryMethod: earlier.deliveryMethod },
      ...attribution,
    });
  }
}

function combine(settled: readonly Settled[]): BatchOutcome {
  const data: ResultItem[] = [];
  const errors: ApiError[] = [];
  let answered = false;
  let failureStatus: number | undefined;
  for (const outcome of settled) {
    if (outcome.kind === 'answered') {
      answered = true;
      data.push(...outcome.report.data);
      errors.push(...outcome.report.errors);
    } else {
      errors.push(outcome.error);
      failureStatus ??= outcome.status;
    }
  }
  if (errors.length === 0) return { status: 200, body: { data } };
  return { status: answered ? 200 : (failureStatus ?? 400), body: { data, errors } };
}

function refused(error: ApiError, status = 400): Refused {
  return { kind: 'refused', error, status };
}
