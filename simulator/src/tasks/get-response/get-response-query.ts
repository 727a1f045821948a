import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type TaskActivity } from '../../protocol/task-activity.js';
import { TaskRejection } from '../../protocol/task-rejection.js';
import { type TaskResults } from '../../protocol/task-results.js';
import { type TaskQuery, type TaskReport } from '../task-query.js';

/**
 * `getResponse` (Runware's task polling): where an async task stands, under its original taskType.
 * Results are cumulative (every image so far) and each item carries a `status`. Runware documents it
 * for tasks sent with `deliveryMethod: "async"` only: a task delivered sync (whose results came in
 * its HTTP answer; getTaskDetails archives them) is not found, like a taskUUID never accepted.
 */
export class GetResponseQuery implements TaskQuery {
  readonly taskType = 'getResponse';

  constructor(
    private readonly results: TaskResults,
    private readonly activity: TaskActivity,
  ) {}

  answer(_task: unknown, taskUUID: string): TaskReport {
    this.activity.countLookup(taskUUID);
    const result = this.results.get(taskUUID);
    if (!result || result.deliveryMethod !== 'async') {
      throw new TaskRejection({
        code: 'taskNotFound',
        message:
          'No async task with this taskUUID was found. getResponse serves tasks sent with deliveryMethod async.',
        parameter: 'taskUUID',
        type: 'string',
        documentation: DOCUMENTATION.taskResponses,
      });
    }
    const { taskType, taskUUID: originalUUID } = result;
    switch (result.status) {
      case 'processing':
        return { data: [{ taskType, taskUUID: originalUUID, status: 'processing' }], errors: [] };
      case 'success':
        return { data: result.items.map((item) => ({ ...item, status: 'success' })), errors: [] };
      case 'error':
        return {
          data: [],
          errors: [{ ...result.error, taskType, taskUUID: originalUUID, status: 'error' }],
        };
    }
  }
}
