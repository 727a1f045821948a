import { type APIRequestContext, expect, type Page } from './fixtures';

/** The default model of the seeded catalogue: small, fast images in the simulator. */
export const DEFAULT_MODEL = 'rundiffusion:130@100';

/** Unique, so reruns against a long-lived stack (and parallel files) never collide. */
export const uniqueEmail = (who: string) =>
  `${who}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** A GraphQL call through the app, as a client makes it; any error fails the test. */
export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** A new account made through the API. */
export async function register(
  request: APIRequestContext,
  account: { name: string; password: string; email?: string },
): Promise<{ token: string; email: string }> {
  const email = account.email ?? uniqueEmail(account.name.split(' ')[0].toLowerCase());
  const { register: registered } = await graphql<{ register: { token: string } }>(
    request,
    'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
    { input: { name: account.name, email, password: account.password } },
  );
  return { token: registered.token, email };
}

/** The page is signed in with this token from its first script on, on every load. */
export async function storeToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('authToken', value), token);
}

/** A new account, signed in before the page's scripts run. */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  account: { name: string; password: string; email?: string },
): Promise<{ token: string; email: string }> {
  const registered = await register(request, account);
  await storeToken(page, registered.token);
  return registered;
}

/** Images made through the API on the default model: small, few steps. */
export async function generateImages(
  request: APIRequestContext,
  token: string,
  imageCount: number,
): Promise<{ generationId: string; images: { imageURL: string }[] }> {
  const answer = await graphql<{
    generateImages: { generationId: string; images: { imageURL: string }[] };
  }>(
    request,
    `
      mutation ($input: GenerateImagesInput!) {
        generateImages(input: $input) {
          generationId
          images {
            imageURL
          }
        }
      }
    `,
    {
      input: {
        prompt: 'a lighthouse at dusk',
        model: DEFAULT_MODEL,
        width: 256,
        height: 256,
        format: 'jpeg',
        imageCount,
        steps: 4,
      },
    },
    token,
  );
  return answer.generateImages;
}

/** Saves an image to the gallery through the API; returns its id. */
export async function saveCreation(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown>,
): Promise<string> {
  const { saveCreation: saved } = await graphql<{ saveCreation: { id: string } }>(
    request,
    'mutation ($input: SaveCreationInput!) { saveCreation(input: $input) { id } }',
    { input: { modelId: DEFAULT_MODEL, ...input } },
    token,
  );
  return saved.id;
}

/**
 * One generation through the API with an image per prompt, each image saved to the gallery under
 * its prompt (with `fields`, such as its parameters, beside it); returns the saved ids in order.
 */
export async function saveNewImages(
  request: APIRequestContext,
  token: string,
  prompts: string[],
  fields: Record<string, unknown> = {},
): Promise<string[]> {
  const { generationId, images } = await generateImages(request, token, prompts.length);
  const ids: string[] = [];
  for (const [index, prompt] of prompts.entries())
    ids.push(
      await saveCreation(request, token, {
        ...fields,
        imageUrl: images[index].imageURL,
        generationId,
        prompt,
      }),
    );
  return ids;
}

/** A token of the stack's administrator (E2E_ADMIN_*). */
export async function administratorToken(request: APIRequestContext): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($input: LoginInput!) { login(input: $input) { token } }',
    { input: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } },
  );
  return login.token;
}

/** The stack's administrator (E2E_ADMIN_*), signed in before the page's scripts run. */
export async function signInAsAdministrator(page: Page, request: APIRequestContext) {
  await storeToken(page, await administratorToken(request));
}
