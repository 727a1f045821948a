import { type IncomingMessage, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type ApiError, DOCUMENTATION } from '../protocol/api-error.js';
import { authenticate } from '../protocol/authenticate.js';
import { type PlannedOutcome } from '../protocol/planned-outcome.js';
import {
  failureErrors,
  randomFailure,
  type SimulatedFailure,
  strikesAfterAcceptance,
} from '../protocol/simulated-failure.js';
import { type ProviderAccount } from '../protocol/provider-account.js';
import { type TaskActivity } from '../protocol/task-activity.js';
import { type TaskBatchProcessor } from '../protocol/task-batch-processor.js';
import { isPlainObject } from '../protocol/task-parameters.js';
import { type TestPlan } from '../protocol/test-plan.js';
import { BodyTooLargeError, readRequestBody } from './read-request-body.js';
import { sendJson } from './send-json.js';
import { readTestOverrides, type TestOverrides } from './test-overrides.js';

const BODY_LIMIT_BYTES = 20 * 1024 * 1024;

export interface TaskEndpointSettings {
  apiKey: string;
  latencyMs: number;
  failureRate: number;
  random: () => number;
}

/** What happens to one request: answered, or failed (before or after its tasks were accepted). */
interface RequestFate {
  failure: SimulatedFailure | undefined;
  outcome: PlannedOutcome;
}

/** What the endpoint consults besides the tasks: the test plan, and the submission counts. */
export interface TaskEndpointControls {
  plan: TestPlan;
  activity: TaskActivity;
  account: ProviderAccount;
}

/**
 * `POST /v1`: the provider's single REST endpoint. Reads the JSON array, authenticates it, applies
 * the simulated latency and failures, and answers the tasks.
 */
export class TaskEndpoint {
  constructor(
    private readonly settings: TaskEndpointSettings,
    private readonly processor: TaskBatchProcessor,
    private readonly controls: TaskEndpointControls,
    private readonly shutdown: AbortSignal,
  ) {}

  async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text: string;
    try {
      text = await readRequestBody(request, BODY_LIMIT_BYTES);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return sendJson(response, 413, bodyError('payloadTooLarge', error.message));
    }
    const body = parseJson(text);

    const authentication = authenticate(
      request.headers.authorization,
      body,
      this.settings.apiKey,
      this.controls.account.keyRevoked,
    );
    if (!authentication.ok) return sendJson(response, 401, { errors: [authentication.error] });

    if (!Array.isArray(body) || authentication.tasks.length === 0) {
      return sendJson(
        response,
        400,
        bodyError(
          'invalidRequestBody',
          body === undefined
            ? 'The request body is not valid JSON. Send a JSON array of task objects.'
            : 'The request body must be a JSON array holding at least one task object.',
        ),
      );
    }

    let overrides;
    try {
      overrides = readTestOverrides(request.headers);
    } catch (error) {
      return sendJson(response, 400, bodyError('invalidSimulatorHeader', (error as Error).message));
    }
    const latencyMs = overrides.latencyMs ?? this.settings.latencyMs;
    const kept = this.processor.keptTasks(authentication.tasks);
    this.countSubmissions(kept);
    // A spent balance refuses paid tasks before accepting them: nothing is recorded or billed.
    const noCredit = kept.length > 0 ? this.controls.account.refusal() : undefined;
    if (noCredit) {
      const errors = kept.map((task) => ({
        ...noCredit,
        ...(typeof task.taskType === 'string' ? { taskType: task.taskType } : {}),
        ...(typeof task.taskUUID === 'string' ? { taskUUID: task.taskUUID } : {}),
      }));
      return sendJson(response, 402, { data: [], errors });
    }
    const { failure, outcome } = this.fate(overrides, kept.length > 0);
    const conditions = { latencyMs, outcome, signal: this.shutdown };

    if (failure) {
      // Past the queue, the provider has the tasks: they run and are billed whatever the client sees.
      if (strikesAfterAcceptance(failure)) {
        await this.processor.acceptAndRunInBackground(authentication.tasks, conditions);
      }
      return this.fail(request, response, failure, latencyMs, authentication.tasks);
    }

    const answer = await this.processor.process(authentication.tasks, conditions);
    if (this.shutdown.aborted) return;
    sendJson(response, answer.status, answer.body);
  }

  /**
   * The per-request header wins; then the test plan, whose steps only requests submitting a kept
   * task (the paid ones: imageInference, upscale, …) take, not uploads, polls or searches; then
   * the random failure rate.
   */
  private fate(overrides: TestOverrides, submitsKeptTask: boolean): RequestFate {
    if (overrides.failure === 'none') return { failure: undefined, outcome: 'success' };
    if (overrides.failure) return { failure: overrides.failure, outcome: 'success' };
    const step = submitsKeptTask ? this.controls.plan.next() : undefined;
    if (step) return step;
    const failure = randomFailure(this.settings.failureRate, this.settings.random);
    return { failure, outcome: 'success' };
  }

  /** Once per request and UUID, whatever then happens to the request. */
  private countSubmissions(kept: readonly { taskUUID?: unknown }[]): void {
    const uuids = kept.flatMap((task) =>
      typeof task.taskUUID === 'string' ? [task.taskUUID.toLowerCase()] : [],
    );
    for (const taskUUID of new Set(uuids)) this.controls.activity.countSubmission(taskUUID);
  }

  private async fail(
    request: IncomingMessage,
    response: ServerResponse,
    failure: SimulatedFailure,
    latencyMs: number,
    tasks: unknown[],
  ): Promise<void> {
    // A timeout keeps the connection open and silent until the client gives up or we shut down.
    if (failure.kind === 'timeout' || failure.kind === 'lost') return;
    if (latencyMs > 0) await sleep(latencyMs, undefined, { signal: this.shutdown }).catch(() => {});
    if (this.shutdown.aborted) return;
    if (failure.kind === 'reset') {
      request.socket.destroy();
      return;
    }
    const attributed = tasks.filter(isPlainObject);
    const retryAfter: Record<string, string> =
      failure.status === 429 || failure.status === 503 ? { 'Retry-After': '1' } : {};
    sendJson(
      response,
      failure.status,
      { data: [], errors: failureErrors(failure.status, attributed) },
      retryAfter,
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function bodyError(code: string, message: string): { data: []; errors: ApiError[] } {
  return { data: [], errors: [{ code, message, documentation: DOCUMENTATION.errors }] };
}
