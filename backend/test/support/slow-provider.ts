import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { forwardRequest } from './forward-request.js';

/**
 * A slow provider: sits before the simulator and holds every image inference until released,
 * passing everything else on at once. Counts the inferences it holds and records the taskUUID of
 * every inference it was sent (held or not), so a test can tell which tasks reached the provider.
 */
export async function startSlowProvider(simulatorUrl: string, { holding = true } = {}) {
  const target = new URL(simulatorUrl);
  const held: (() => void)[] = [];
  const sentTaskUUIDs: string[] = [];
  let releasing = !holding;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const pass = () => forwardRequest(target, request, body, response);
      const inference = body.includes('"imageInference"');
      if (inference) sentTaskUUIDs.push(...inferenceTaskUUIDs(body));
      if (!releasing && inference) held.push(pass);
      else pass();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    heldNow: () => held.length,
    sentTaskUUIDs,
    /** From now on inferences pass at once; the held ones go on too. */
    releaseAll: () => {
      releasing = true;
      for (const pass of held.splice(0)) pass();
    },
    /** From now on inferences are held again. */
    hold: () => {
      releasing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SlowProvider = Awaited<ReturnType<typeof startSlowProvider>>;

function inferenceTaskUUIDs(body: Buffer): string[] {
  try {
    const tasks = JSON.parse(body.toString('utf8')) as { taskType?: string; taskUUID?: string }[];
    return (Array.isArray(tasks) ? tasks : [])
      .filter((task) => task.taskType === 'imageInference' && task.taskUUID)
      .map((task) => task.taskUUID as string);
  } catch {
    return [];
  }
}
