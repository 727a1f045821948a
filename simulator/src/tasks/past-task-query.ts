import { type TaskActivity } from '../protocol/task-activity.js';
import { TaskRejection } from '../protocol/task-rejection.js';
import { type TaskResult, type TaskResults } from '../protocol/task-results.js';
import { type RawTask } from '../protocol/task-parameters.js';
import { type TaskQuery, type TaskReport } from './task-query.js';

/** Why a past task is not served: the provider's message, and the page its error links to. */
export interface NotFound {
  message: string;
  documentation: string;
}

/**
 * A query about an earlier task by its taskUUID (getResponse, getTaskDetails). Every lookup counts
 * as one, found or not; a task the query does not serve is `taskNotFound`, as a taskUUID never
 * accepted is.
 */
export abstract class PastTaskQuery implements TaskQuery {
  abstract readonly taskType: string;

  constructor(
    private readonly results: TaskResults,
    private readonly activity: TaskActivity,
  ) {}

  abstract answer(task: RawTask, taskUUID: string): TaskReport;

  /** The past task `taskUUID` names, if this query `serves` it. */
  protected find<Served extends TaskResult>(
    taskUUID: string,
    serves: (result: TaskResult) => result is Served,
    notFound: NotFound,
  ): Served;
  protected find(
    taskUUID: string,
    serves: (result: TaskResult) => boolean,
    notFound: NotFound,
  ): TaskResult;
  protected find(
    taskUUID: string,
    serves: (result: TaskResult) => boolean,
    notFound: NotFound,
  ): TaskResult {
    this.activity.countLookup(taskUUID);
    const result = this.results.get(taskUUID);
    if (result && serves(result)) return result;
    throw new TaskRejection({
      code: 'taskNotFound',
      message: notFound.message,
      parameter: 'taskUUID',
      type: 'string',
      documentation: notFound.documentation,
    });
  }
}
