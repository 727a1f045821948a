import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type TaskActivity } from '../../protocol/task-activity.js';
import { TaskRejection } from '../../protocol/task-rejection.js';
import { type TaskResults } from '../../protocol/task-results.js';
import { type TaskQuery, type TaskReport } from '../task-query.js';

/**
 * `getTaskDetails` (Runware's task archive): the original request and the original response of a
 * past task, sync or async, with `data` when it completed or `errors` when it failed. A task enters
 * the archive when it ends (the simulator's reading of "previously executed"): one still processing,
 * like one never accepted, is not found, so "not found" alone never proves a task was not accepted.
 */
export class GetTaskDetailsQuery implements TaskQuery {
  readonly taskType = 'getTaskDetails';

  constructor(
    private readonly results: TaskResults,
    private readonly activity: TaskActivity,
  ) {}

  answer(_task: unknown, taskUUID: string): TaskReport {
    this.activity.countLookup(taskUUID);
    const result = this.results.get(taskUUID);
    if (!result || result.status === 'processing') {
      throw new TaskRejection({
        code: 'taskNotFound',
        message: 'No finished task with this taskUUID was found.',
        parameter: 'taskUUID',
        type: 'string',
        documentation: DOCUMENTATION.taskDetails,
      });
    }
    const identity = { taskType: result.taskType, taskUUID: result.taskUUID };
    const response =
      result.status === 'success'
        ? { data: result.items }
        : { errors: [{ ...result.error, ...identity }] };
    return {
      data: [
        {
          taskType: this.taskType,
          taskUUID: result.taskUUID,
          request: [result.request],
          response,
        },
      ],
      errors: [],
    };
  }
}
