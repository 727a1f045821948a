/**
 * Generates images over GraphQL with a personal API key: queues a generation, follows it until it
 * ends and prints the URL of each image, one a line. The documents and their result and variable
 * types come from `npm run codegen` (see codegen.ts), so a field the server does not have fails
 * there or at `npm run build`, never at run time. Plain fetch, no GraphQL client library.
 *
 *   BASE_URL=http://localhost:3000 API_KEY=pfk_… npm start -- "a lighthouse at dusk"
 *
 * Optional: MODEL (a model's AIR, see the `models` query), POLL_MS (2000), TIMEOUT_MS (300000).
 */
import { FollowGenerationDocument, StartGenerationDocument } from './generated/graphql.js';
import { API_KEY, BASE_URL, execute } from './http.js';

const MODEL = process.env.MODEL ?? 'civitai:101055@128078';
const POLL_MS = Number(process.env.POLL_MS ?? 2000);
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 300_000);

async function main(prompt: string): Promise<void> {
  if (!BASE_URL || !API_KEY) throw new Error('Set BASE_URL and API_KEY (a personal API key)');
  const { generateImages } = await execute(StartGenerationDocument, {
    input: { prompt, model: MODEL, width: 512, height: 512 },
  });
  const id = generateImages.generationId;
  console.error(`Queued generation ${id} (${generateImages.status})`);

  const deadline = Date.now() + TIMEOUT_MS;
  for (;;) {
    const { generation } = await execute(FollowGenerationDocument, { id });
    if (!generation) throw new Error(`Generation ${id} is not found`);
    if (generation.status === 'succeeded') {
      if (!generation.images.length) throw new Error(`Generation ${id} has no images`);
      for (const image of generation.images) console.log(image.imageURL);
      return;
    }
    if (generation.status === 'failed') {
      throw new Error(
        `Generation ${id} failed: ${generation.errorCode}: ${generation.errorMessage ?? ''}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`Generation ${id} is still ${generation.status}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

main(process.argv[2] ?? 'a lighthouse at dusk').catch((error: unknown) => {
  // fetch's own failures ("fetch failed") keep the reason, such as ECONNREFUSED, in their cause.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : '';
  console.error(error instanceof Error ? [error.message, cause].filter(Boolean).join(': ') : error);
  process.exitCode = 1;
});
