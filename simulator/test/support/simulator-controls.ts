import { type Simulator } from '../../src/simulator.js';
import { post, type ProviderAnswer } from './simulator-client.js';

export interface TaskActivityReport {
  submissions: number;
  runs: number;
  status: 'processing' | 'success' | 'error' | 'unknown';
}

/** Calls one of the simulator's /_simulator test controls (no key). */
export async function control(
  simulator: Simulator,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${simulator.url}/_simulator${path}`, {
    method,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Finishes a stuck task through the test controls, with `body` (its outcome) if given. */
export function finishTask(
  simulator: Simulator,
  taskUUID: unknown,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return control(simulator, 'POST', `/tasks/${String(taskUUID)}/finish`, body);
}

/** Queues plan steps and checks they were taken. */
export async function setPlan(simulator: Simulator, steps: unknown[]): Promise<void> {
  const answer = await control(simulator, 'POST', '/plan', steps);
  expect(answer.status).toBe(204);
}

export async function taskActivity(
  simulator: Simulator,
  taskUUID: unknown,
): Promise<TaskActivityReport> {
  const answer = await control(simulator, 'GET', `/tasks/${String(taskUUID)}`);
  expect(answer.status).toBe(200);
  return answer.body as TaskActivityReport;
}

/** Polls getResponse for one taskUUID. */
export function getResponse(simulator: Simulator, taskUUID: unknown): Promise<ProviderAnswer> {
  return post(simulator, [{ taskType: 'getResponse', taskUUID }]);
}

/** Polls getResponse until the task is no longer processing, and answers that last poll. */
export async function settledResponse(
  simulator: Simulator,
  taskUUID: unknown,
): Promise<ProviderAnswer> {
  for (let poll = 0; poll < 200; poll++) {
    const answer = await getResponse(simulator, taskUUID);
    if (answer.body.data?.[0]?.status !== 'processing') return answer;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Task ${String(taskUUID)} is still processing`);
}

/**
 * POSTs tasks and expects no answer: the connection is dropped (reset), or nothing comes back
 * (timeout), which the client gives up on once the simulator has counted every task it sent. Not
 * after a fixed time: given up on too early, a request might never have arrived.
 */
export async function postExpectingNoAnswer(
  simulator: Simulator,
  tasks: unknown[],
  headers: Record<string, string> = {},
): Promise<void> {
  const giveUp = new AbortController();
  const sent = post(simulator, tasks, { headers, signal: giveUp.signal });
  let ended = false;
  void sent.then(
    () => (ended = true),
    () => (ended = true),
  );
  const uuids = tasks.flatMap((task) => {
    const uuid = (task as { taskUUID?: unknown }).taskUUID;
    return typeof uuid === 'string' ? [uuid] : [];
  });
  for (let poll = 0; poll < 400 && !ended; poll++) {
    const reports = await Promise.all(uuids.map((uuid) => taskActivity(simulator, uuid)));
    if (reports.every((report) => report.submissions > 0)) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  giveUp.abort();
  await expect(sent).rejects.toThrow();
}

/** Waits, through the test controls, until the task is no longer processing. */
export async function settledStatus(
  simulator: Simulator,
  taskUUID: unknown,
): Promise<TaskActivityReport['status']> {
  for (let poll = 0; poll < 200; poll++) {
    const { status } = await taskActivity(simulator, taskUUID);
    if (status !== 'processing') return status;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Task ${String(taskUUID)} is still processing`);
}

/** Asks getTaskDetails about one taskUUID. */
export function taskDetails(simulator: Simulator, taskUUID: unknown): Promise<ProviderAnswer> {
  return post(simulator, [{ taskType: 'getTaskDetails', taskUUID }]);
}

/** The original response getTaskDetails archived for a task, once the task has ended. */
export async function archivedResponse(
  simulator: Simulator,
  taskUUID: unknown,
): Promise<ProviderAnswer['body']> {
  for (let poll = 0; poll < 200; poll++) {
    const answer = await taskDetails(simulator, taskUUID);
    if (answer.status === 200) return answer.body.data?.[0]?.response as ProviderAnswer['body'];
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Task ${String(taskUUID)} has not ended`);
}
