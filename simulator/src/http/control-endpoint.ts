import { type IncomingMessage, type ServerResponse } from 'node:http';
import { type HeldTasks } from '../protocol/held-tasks.js';
import { parseAccountSettings, type ProviderAccount } from '../protocol/provider-account.js';
import { isUuid } from '../protocol/is-uuid.js';
import { type FinishOutcome } from '../protocol/planned-outcome.js';
import { type TaskActivity } from '../protocol/task-activity.js';
import { isPlainObject } from '../protocol/task-parameters.js';
import { type TaskResults } from '../protocol/task-results.js';
import { parsePlan, type TestPlan } from '../protocol/test-plan.js';
import { readRequestBody } from './read-request-body.js';
import { sendJson } from './send-json.js';

const PLAN_PATH = '/_simulator/plan';
const ACCOUNT_PATH = '/_simulator/account';
const TASK_PATH = /^\/_simulator\/tasks\/([^/]+)$/;
const FINISH_PATH = /^\/_simulator\/tasks\/([^/]+)\/finish$/;
const BODY_LIMIT_BYTES = 1024 * 1024;

export interface ControlParts {
  plan: TestPlan;
  results: TaskResults;
  activity: TaskActivity;
  held: HeldTasks;
  account: ProviderAccount;
}

/**
 * The simulator's own test controls (not Runware's API, no key needed), for tests that drive the
 * provider through the product's real adapter and cannot set request headers: script the answers
 * of the next requests, release a stuck task, see how often a task was sent, run and looked up,
 * set the account's balance or revoke its key (DELETE /_simulator/account restores both).
 */
export class ControlEndpoint {
  constructor(private readonly parts: ControlParts) {}

  /** Answers a control request; false when the path or method is not one of them. */
  async handle(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const method = request.method ?? 'GET';
    const task = TASK_PATH.exec(path)?.[1];
    const finish = FINISH_PATH.exec(path)?.[1];

    if (path === PLAN_PATH && method === 'POST') {
      await this.setPlan(request, response);
    } else if (path === PLAN_PATH && method === 'DELETE') {
      this.parts.plan.replace([]);
      noContent(response);
    } else if (path === PLAN_PATH && method === 'GET') {
      sendJson(response, 200, { steps: this.parts.plan.pending() });
    } else if (task !== undefined && method === 'GET') {
      if (isUuid(task)) sendJson(response, 200, this.report(task));
      else invalidUuid(response, task);
    } else if (finish !== undefined && method === 'POST') {
      await this.finish(request, response, finish);
    } else if (path === ACCOUNT_PATH && method === 'GET') {
      sendJson(response, 200, this.account());
    } else if (path === ACCOUNT_PATH && method === 'PUT') {
      await this.setAccount(request, response);
    } else if (path === ACCOUNT_PATH && method === 'DELETE') {
      this.parts.account.reset();
      noContent(response);
    } else {
      return false;
    }
    return true;
  }

  private async setPlan(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      this.parts.plan.replace(
        parsePlan(JSON.parse(await readRequestBody(request, BODY_LIMIT_BYTES))),
      );
    } catch (error) {
      return controlError(response, 400, 'invalidPlan', (error as Error).message);
    }
    noContent(response);
  }

  private async setAccount(request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      this.parts.account.update(
        parseAccountSettings(JSON.parse(await readRequestBody(request, BODY_LIMIT_BYTES))),
      );
    } catch (error) {
      return controlError(response, 400, 'invalidAccount', (error as Error).message);
    }
    sendJson(response, 200, this.account());
  }

  private account() {
    return { balance: this.parts.account.balance, keyRevoked: this.parts.account.keyRevoked };
  }

  private async finish(
    request: IncomingMessage,
    response: ServerResponse,
    taskUUID: string,
  ): Promise<void> {
    if (!isUuid(taskUUID)) return invalidUuid(response, taskUUID);
    const outcome = readOutcome(await readRequestBody(request, BODY_LIMIT_BYTES));
    if (!outcome) {
      return controlError(
        response,
        400,
        'invalidOutcome',
        'The body must be {"outcome": "success"} or {"outcome": "error"} (empty means success).',
      );
    }
    // Answers once the task has ended, so a getResponse right after sees its final state.
    if (!(await this.parts.held.release(taskUUID, outcome))) {
      return controlError(
        response,
        404,
        'taskNotStuck',
        `No stuck task with taskUUID ${taskUUID} is waiting to be finished.`,
      );
    }
    sendJson(response, 200, this.report(taskUUID));
  }

  private report(taskUUID: string) {
    const { submissions, runs, lookups } = this.parts.activity.of(taskUUID);
    return {
      submissions,
      runs,
      lookups,
      status: this.parts.results.get(taskUUID)?.status ?? 'unknown',
    };
  }
}

function readOutcome(text: string): FinishOutcome | undefined {
  if (text.trim() === '') return 'success';
  try {
    const body: unknown = JSON.parse(text);
    const outcome = isPlainObject(body) ? (body.outcome ?? 'success') : undefined;
    return outcome === 'success' || outcome === 'error' ? outcome : undefined;
  } catch {
    return undefined;
  }
}

function noContent(response: ServerResponse): void {
  response.writeHead(204).end();
}

function invalidUuid(response: ServerResponse, value: string): void {
  controlError(response, 400, 'invalidTaskUUID', `"${value}" is not a UUID.`);
}

function controlError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
): void {
  sendJson(response, status, { errors: [{ code, message }] });
}
