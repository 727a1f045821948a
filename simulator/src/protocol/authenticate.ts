import { createHash, timingSafeEqual } from 'node:crypto';
import { type ApiError, DOCUMENTATION } from './api-error.js';
import { isPlainObject } from './task-parameters.js';

export type Authentication = { ok: true; tasks: unknown[] } | { ok: false; error: ApiError };

/**
 * REST authentication: `Authorization: Bearer <key>`, or an `authentication` task as
 * the first element of the body. Authentication elements are removed from the tasks to run. When
 * both forms are sent, both must carry the right key. A revoked key (a test control) is refused
 * like a wrong one.
 */
export function authenticate(
  authorization: string | undefined,
  body: unknown,
  apiKey: string,
  keyRevoked = false,
): Authentication {
  const tasks = Array.isArray(body) ? body : [];
  const authElements = tasks.filter(isAuthenticationTask);
  const first: unknown = tasks[0];
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];

  const keys = [
    ...(bearer !== undefined || authorization !== undefined ? [bearer] : []),
    ...authElements.map((element) => element.apiKey),
  ];
  const presented = authorization !== undefined || isAuthenticationTask(first);
  if (!presented || keyRevoked || keys.some((key) => !sameKey(key, apiKey))) {
    return { ok: false, error: invalidApiKey(presented) };
  }
  return { ok: true, tasks: tasks.filter((task) => !isAuthenticationTask(task)) };
}

function isAuthenticationTask(task: unknown): task is { apiKey?: unknown } {
  return isPlainObject(task) && task.taskType === 'authentication';
}

function sameKey(candidate: unknown, expected: string): boolean {
  if (typeof candidate !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(candidate), digest(expected));
}

function invalidApiKey(presented: boolean): ApiError {
  return {
    code: 'invalidApiKey',
    message: presented
      ? 'Invalid API key. Get one at https://my.runware.ai'
      : 'Missing API key. Send Authorization: Bearer <API key> or an authentication task first.',
    parameter: 'apiKey',
    type: 'string',
    taskType: 'authentication',
    documentation: DOCUMENTATION.authentication,
  };
}
