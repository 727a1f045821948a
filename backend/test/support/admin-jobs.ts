import { type ApiClient } from './api-client.js';

export interface AdminJobView {
  id: string;
  queue: string;
  state: string;
  progress: { done: number; total: number; percent: number } | null;
  failedReason: string | null;
  attemptsMade: number;
  result: unknown;
}

const JOB = `query($queue: QueueName!, $id: ID!) {
  adminJob(queue: $queue, id: $id) { id queue state progress { done total percent } failedReason attemptsMade result }
}`;

/** Polls adminJob until the job completes (or fails, which throws with its reason). */
export async function waitForAdminJob(
  api: ApiClient,
  token: string,
  queue: string,
  id: string,
  timeoutMs = 60_000,
): Promise<AdminJobView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await api.graphql<{ adminJob: AdminJobView }>(JOB, { queue, id }, token);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    const job = answer.data!.adminJob;
    if (job.state === 'completed') return job;
    if (job.state === 'failed') throw new Error(`job ${queue}/${id} failed: ${job.failedReason}`);
    if (Date.now() > deadline) throw new Error(`job ${queue}/${id} still ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
