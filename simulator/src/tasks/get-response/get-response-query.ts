import { DOCUMENTATION } from '../../protocol/api-error.js';
import { PastTaskQuery } from '../past-task-query.js';
import { type TaskReport } from '../task-query.js';

/**
 * `getResponse` (Runware's task polling): where an async task stands, under its original taskType.
 * Results are cumulative (every image so far) and each item carries a `status`. Runware documents it
 * for tasks sent with `deliveryMethod: "async"` only: a task delivered sync (whose results came in
 * its HTTP answer; getTaskDetails archives them) is not found, like a taskUUID never accepted.
 */
export class GetResponseQuery extends PastTaskQuery {
  readonly taskType = 'getResponse';

  answer(_task: unknown, taskUUID: string): TaskReport {
    const result = this.find(taskUUID, (found) => found.deliveryMethod === 'async', {
      message:
        'No async task with this taskUUID was found. getResponse serves tasks sent with deliveryMethod async.',
      documentation: DOCUMENTATION.taskResponses,
    });
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
