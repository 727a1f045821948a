import { DOCUMENTATION } from '../../protocol/api-error.js';
import { PastTaskQuery } from '../past-task-query.js';
import { type TaskReport } from '../task-query.js';

/**
 * `getTaskDetails` (Runware's task archive): the original request and the original response of a
 * past task, sync or async, with `data` when it completed or `errors` when it failed. A task enters
 * the archive when it ends (the simulator's reading of "previously executed"): one still processing,
 * like one never accepted, is not found, so "not found" alone never proves a task was not accepted.
 */
export class GetTaskDetailsQuery extends PastTaskQuery {
  readonly taskType = 'getTaskDetails';

  answer(_task: unknown, taskUUID: string): TaskReport {
    const result = this.find(taskUUID, (found) => found.status !== 'processing', {
      message: 'No finished task with this taskUUID was found.',
      documentation: DOCUMENTATION.taskDetails,
    });
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
