import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { forwardRequest } from './forward-request.js';

/** One task of a request the proxy passed on, as the provider received it. */
export type ReceivedTask = Record<string, unknown> & { taskType: string; taskUUID?: string };

export interface RecordingProxy {
  /** The provider URL to configure the app with (same path as the target's). */
  url: string;
  /** Every task passed on so far, in order. */
  received: ReceivedTask[];
  /** The tasks of one type received since `from` (an index into `received`). */
  tasksOf(taskType: string, from?: number): ReceivedTask[];
  close(): Promise<void>;
}

/**
 * Sits between the app and the provider simulator and records the task arrays the app sends,
 * then passes each request on unchanged and the simulator's answer back: what the provider
 * received, seen from outside the adapter.
 */
export async function startRecordingProxy(targetUrl: string): Promise<RecordingProxy> {
  const target = new URL(targetUrl);
  const received: ReceivedTask[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      try {
        const tasks: unknown = JSON.parse(body.toString('utf8'));
        if (Array.isArray(tasks)) received.push(...(tasks as ReceivedTask[]));
      } catch {
        // Not JSON: passed on all the same, the simulator answers it.
      }
      forwardRequest(target, request, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${target.pathname}`,
    received,
    tasksOf: (taskType, from = 0) =>
      received.slice(from).filter((task) => task.taskType === taskType),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
