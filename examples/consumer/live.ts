/**
 * Generates images and follows the generation live instead of polling: queues it over HTTP, then
 * subscribes to generationUpdated over WebSocket (graphql-ws) with the same personal API key, and
 * prints the URL of each image, one a line, once it succeeds. Progress (queue position, running)
 * goes to stderr. The subscription starts with the generation as it stands, so nothing is missed
 * even if it finished before the socket was up.
 *
 *   BASE_URL=http://localhost:3000 API_KEY=pfk_… npm run live -- "a lighthouse at dusk"
 *
 * Optional: MODEL (a model's AIR), TIMEOUT_MS (300000).
 */
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  StartGenerationDocument,
  WatchGenerationDocument,
  type WatchGenerationSubscription,
} from './generated/graphql.js';
import { API_KEY, BASE_URL, execute } from './http.js';

const MODEL = process.env.MODEL ?? 'civitai:101055@128078';
const TIMEOUT_MS = Number(process.env.TIMEOUT_MS ?? 300_000);

/** Queues the generation over HTTP; answers its id, or throws the server's errors. */
async function start(prompt: string): Promise<string> {
  const { generateImages } = await execute(StartGenerationDocument, {
    input: { prompt, model: MODEL, width: 512, height: 512 },
  });
  console.error(`Queued generation ${generateImages.generationId} (${generateImages.status})`);
  return generateImages.generationId;
}

/** Follows the generation over WebSocket until it ends; answers its image URLs. */
function follow(id: string): Promise<string[]> {
  const client = createClient({
    url: `${BASE_URL.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${API_KEY}` },
  });
  return new Promise<string[]>((resolve, reject) => {
    const timer = setTimeout(
      () => finish(new Error(`Generation ${id} did not end in time`)),
      TIMEOUT_MS,
    );
    const finish = (outcome: string[] | Error) => {
      clearTimeout(timer);
      void client.dispose();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    client.subscribe<WatchGenerationSubscription>(
      { query: print(WatchGenerationDocument), variables: { id } },
      {
        next: ({ data, errors }) => {
          if (errors?.length) return finish(new Error(errors.map((e) => e.message).join('; ')));
          const update = data?.generationUpdated;
          if (!update) return;
          const { generation, queuePosition } = update;
          console.error(
            `Generation ${id}: ${generation.status}${queuePosition ? ` (place ${queuePosition} in the queue)` : ''}`,
          );
          if (generation.status === 'succeeded')
            finish(generation.images.map((image) => image.imageURL));
          else if (generation.status === 'failed')
            finish(
              new Error(
                `Generation ${id} failed: ${generation.errorCode}: ${generation.errorMessage ?? ''}`,
              ),
            );
        },
        error: (error) =>
          finish(
            error instanceof Error
              ? error
              : new Error(
                  // A refused connection closes with a code and a reason (4401: not authenticated).
                  'code' in (error as object)
                    ? `Connection closed ${(error as { code: number }).code}: ${(error as { reason: string }).reason}`
                    : JSON.stringify(error),
                ),
          ),
        complete: () => finish(new Error(`Generation ${id}: the server ended the subscription`)),
      },
    );
  });
}

async function main(prompt: string): Promise<void> {
  if (!BASE_URL || !API_KEY) throw new Error('Set BASE_URL and API_KEY (a personal API key)');
  const urls = await follow(await start(prompt));
  if (!urls.length) throw new Error('The generation has no images');
  for (const url of urls) console.log(url);
}

main(process.argv[2] ?? 'a lighthouse at dusk').catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
