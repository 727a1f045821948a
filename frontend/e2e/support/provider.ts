import { type APIRequestContext, expect, type Page } from './fixtures';
import { graphqlBody } from './graphql-requests';

// The provider simulator's own test controls (not Runware's API): the test runner passes their
// address in E2E_SIMULATOR_URL when the stack runs the simulator. Journeys that need the provider
// to hold a task (a run that lasts until the test says) skip without it.

export const providerControlUrl = process.env.E2E_SIMULATOR_URL;

/** The next `count` tasks the provider accepts stay running until finishTask releases them. */
export async function holdNextTasks(request: APIRequestContext, count: number) {
  const steps = Array.from({ length: count }, () => ({ answer: 'ok', outcome: 'stuck' }));
  const answer = await request.post(`${providerControlUrl}/plan`, { data: steps });
  expect(answer.status()).toBe(204);
}

/** Ends a held task (successfully unless told otherwise) once it has reached the provider. */
export async function finishTask(
  request: APIRequestContext,
  taskUUID: string,
  outcome: 'success' | 'error' = 'success',
) {
  // The worker sends it when its turn comes: until then the simulator does not hold it yet.
  await expect
    .poll(
      async () =>
        (
          await request.post(`${providerControlUrl}/tasks/${taskUUID}/finish`, {
            data: { outcome },
          })
        ).status(),
      { timeout: 20_000 },
    )
    .toBe(200);
}

/** Forgets what is left of a plan and ends any task still held, so later journeys run freely. */
export async function releaseProvider(request: APIRequestContext, taskUUIDs: readonly string[]) {
  await request.delete(`${providerControlUrl}/plan`);
  for (const taskUUID of taskUUIDs)
    await request.post(`${providerControlUrl}/tasks/${taskUUID}/finish`, { data: {} });
}

/** The taskUUID of the next generation the page sends (clicking Generate is up to the caller). */
export function nextTaskUUID(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => graphqlBody(request)?.operationName === 'GenerateImages')
    .then((request) => String(graphqlBody(request)?.variables?.input?.taskUUID));
}
