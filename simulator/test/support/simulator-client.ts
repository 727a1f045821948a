import { randomUUID } from 'node:crypto';
import { createSimulator, type Simulator, type SimulatorOptions } from '../../src/simulator.js';

export const API_KEY = 'test-key';

export interface ProviderError {
  code: string;
  message: string;
  parameter?: string;
  type?: string;
  taskType?: string;
  taskUUID?: string;
  documentation?: string;
  [extra: string]: unknown;
}

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  body: { data?: Record<string, unknown>[]; errors?: ProviderError[] };
}

/** A simulator on a free port, closed by the returned stop function. */
export async function startSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  const simulator = createSimulator({ apiKey: API_KEY, log: () => {}, ...options });
  await simulator.listen(0);
  return simulator;
}

/** POSTs a raw body to the simulator's /v1 with the test key unless told otherwise. */
export async function post(
  simulator: Simulator,
  body: unknown,
  init: {
    apiKey?: string | null;
    headers?: Record<string, string>;
    raw?: boolean;
    signal?: AbortSignal;
  } = {},
): Promise<ProviderAnswer> {
  const apiKey = init.apiKey === undefined ? API_KEY : init.apiKey;
  const response = await fetch(`${simulator.url}/v1`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(apiKey !== null ? { Authorization: `Bearer ${apiKey}` } : {}),
      ...init.headers,
    },
    body: init.raw ? (body as string) : JSON.stringify(body),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as ProviderAnswer['body'],
  };
}

/** A valid imageInference task (Juggernaut XL, 512×512) with a fresh taskUUID. */
export function imageTask(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    taskType: 'imageInference',
    taskUUID: randomUUID(),
    model: 'civitai:133005@1759168',
    positivePrompt: 'a lighthouse on a cliff at dusk, oil painting',
    width: 512,
    height: 512,
    ...overrides,
  };
}

/** A task of `taskType` on one input image, with a fresh taskUUID. */
export function inputImageTask(
  taskType: string,
  model: string,
  inputImage: unknown,
  overrides: Record<string, unknown> = {},
) {
  return { taskType, taskUUID: randomUUID(), model, inputImage, ...overrides };
}

/** An upscale task (factor 2) of one input image, with a fresh taskUUID. */
export const upscaleTask = (inputImage: unknown, overrides: Record<string, unknown> = {}) =>
  inputImageTask('upscale', 'runware:503@1', inputImage, { upscaleFactor: 2, ...overrides });

export function searchTask(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { taskType: 'modelSearch', taskUUID: randomUUID(), search: '', ...overrides };
}

/**
 * The task with every string `placeholder` in it (as a test table writes an uploaded image) put
 * as `value`: the uploaded image's UUID, known only once the simulator runs.
 */
export function withPlaceholder(
  task: Record<string, unknown>,
  placeholder: string,
  value: string,
): Record<string, unknown> {
  return JSON.parse(JSON.stringify(task).replaceAll(`"${placeholder}"`, `"${value}"`)) as Record<
    string,
    unknown
  >;
}

/** The single error of a refused single-task request. */
export async function refusal(simulator: Simulator, task: Record<string, unknown>) {
  const answer = await post(simulator, [task]);
  expect(answer.status).toBe(400);
  expect(answer.body.data).toEqual([]);
  expect(answer.body.errors).toHaveLength(1);
  return (answer.body.errors as ProviderError[])[0] as ProviderError;
}

/** Expects a single-task request refused with `code`, its error naming `parameter`. */
export async function expectRefusal(
  simulator: Simulator,
  task: Record<string, unknown>,
  code: string,
  parameter: string,
): Promise<void> {
  const error = await refusal(simulator, task);
  expect(error.code).toBe(code);
  expect(error.parameter).toBe(parameter);
}

/** Sends `task` alone and expects it refused with one error for it, carrying `fields`. */
export async function expectTaskRefused(
  simulator: Simulator,
  task: Record<string, unknown>,
  fields: Record<string, unknown>,
): Promise<void> {
  const answer = await post(simulator, [task]);
  expect(answer.status).toBe(400);
  expect(answer.body.errors).toEqual([
    expect.objectContaining({ ...fields, taskUUID: task.taskUUID }),
  ]);
}

/** Downloads a URL into memory. */
export async function download(
  url: string,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}
