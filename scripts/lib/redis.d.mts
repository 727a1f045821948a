// Types of redis.mjs for the TypeScript callers (the launcher's test in backend/test/process).
export class RedisUnavailableError extends Error {}

export interface ProvidedRedis {
  url: string;
  /** Not ours (REDIS_URL, or one already on 6379): what a run writes to it outlives the run. */
  shared: boolean;
  stop(): Promise<void>;
}

export function provideRedis(options: {
  dataDir: string;
  log?: (line: string) => void;
}): Promise<ProvidedRedis>;
