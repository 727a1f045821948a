import { DOCUMENTATION } from '../../protocol/api-error.js';
import { TaskRejection } from '../../protocol/task-rejection.js';
import { type TaskResults } from '../../protocol/task-results.js';
import { type TaskQuery, type TaskReport } from '../task-query.js';

/**
 * `getResponse` (reference §8.6): where a kept task stands, under its original taskType. Results are
 * cumulative (every image so far) and each item carries a `status`. Tasks delivered `sync` are
 * served too: the simulator's assumption, so a client whose sync call timed out can recover.
 */
export class GetResponseQuery implements TaskQuery {
  readonly taskType = 'getResponse';

  constructor(private readonly results: TaskResults) {}

  answer(_task: unknown, taskUUID: string): TaskReport {
    const result = this.results.get(taskUUID);
    if (!result) {
      throw new TaskRejection({
        code: 'taskNotFound',
        message: 'No task with this taskUUID was found. It may not have been accepted.',
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
