import { setTimeout as sleep } from 'node:timers/promises';
import { type ResultItem, type TaskHandler } from '../tasks/task-handler.js';
import { type ApiError, DOCUMENTATION } from './api-error.js';
import { isUuid } from './is-uuid.js';
import { TaskRejection } from './task-rejection.js';
import { isPlainObject } from './task-parameters.js';
import { type TaskUuidRegistry } from './task-uuid-registry.js';

export interface ProviderBody {
  data: ResultItem[];
  errors?: ApiError[];
}

export interface BatchOutcome {
  status: number;
  body: ProviderBody;
}

type Prepared =
  | { kind: 'work'; run: () => Promise<ResultItem[]>; taskType: string; taskUUID: string }
  | { kind: 'refused'; error: ApiError; status: number };

/**
 * Runs the tasks of one request (reference §2, §4): each is validated and run independently and
 * concurrently; results and errors are matched to tasks by taskUUID. The request fails (with the
 * first refusal's status) only when no task succeeded; otherwise it is a 200 that may carry both
 * `data` and `errors`.
 */
export class TaskBatchProcessor {
  private readonly handlers: ReadonlyMap<string, TaskHandler>;

  constructor(
    handlers: readonly TaskHandler[],
    private readonly taskUuids: TaskUuidRegistry,
    private readonly logError: (message: string, error: unknown) => void,
  ) {
    this.handlers = new Map(handlers.map((handler) => [handler.taskType, handler]));
  }

  async process(
    tasks: readonly unknown[],
    latencyMs: number,
    signal: AbortSignal,
  ): Promise<BatchOutcome> {
    // Prepared one after the other, so a taskUUID repeated within the batch conflicts too.
    const prepared = tasks.map((task) => this.prepare(task));
    const settled = await Promise.all(
      prepared.map((entry) => (entry.kind === 'work' ? this.run(entry, latencyMs, signal) : entry)),
    );

    const data: ResultItem[] = [];
    const errors: ApiError[] = [];
    let failureStatus: number | undefined;
    for (const outcome of settled) {
      if (Array.isArray(outcome)) {
        data.push(...outcome);
      } else {
        errors.push(outcome.error);
        failureStatus ??= outcome.status;
      }
    }
    if (errors.length === 0) return { status: 200, body: { data } };
    return { status: data.length === 0 ? (failureStatus ?? 400) : 200, body: { data, errors } };
  }

  private prepare(task: unknown): Prepared {
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
    if (!handler) {
      return refused({
        code: 'unsupportedTaskType',
        message: `Task type ${taskType} is not supported. The simulator answers: ${[...this.handlers.keys()].join(', ')}.`,
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
    const earlier = this.taskUuids.usedBy(taskUUID);
    if (earlier) {
      return refused({
        code: 'conflictTaskUUID',
        message: `Task UUID ${taskUUID} has already been used. Every task needs a unique taskUUID.`,
        parameter: 'taskUUID',
        type: 'string',
        documentation: DOCUMENTATION.imageInference,
        context: { taskType: earlier, deliveryMethod: 'sync' },
        ...attribution,
      });
    }
    try {
      const run = handler.prepare(task, taskUUID);
      this.taskUuids.register(taskUUID, taskType);
      return { kind: 'work', run, taskType, taskUUID };
    } catch (error) {
      if (!(error instanceof TaskRejection)) throw error;
      return refused({ ...error.details, ...attribution }, error.httpStatus);
    }
  }

  private async run(
    work: Extract<Prepared, { kind: 'work' }>,
    latencyMs: number,
    signal: AbortSignal,
  ): Promise<ResultItem[] | Extract<Prepared, { kind: 'refused' }>> {
    try {
      if (latencyMs > 0) await sleep(latencyMs, undefined, { signal });
      return await work.run();
    } catch (error) {
      if (!signal.aborted) this.logError(`${work.taskType} ${work.taskUUID} failed`, error);
      return refused(
        {
          code: 'internalServerError',
          message: 'An unexpected error occurred while processing the task.',
          documentation: DOCUMENTATION.errors,
          taskType: work.taskType,
          taskUUID: work.taskUUID,
        },
        500,
      );
    }
  }
}

function refused(error: ApiError, status = 400): Extract<Prepared, { kind: 'refused' }> {
  return { kind: 'refused', error, status };
}
