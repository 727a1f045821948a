// Types of postgres.mjs for the TypeScript callers (the launcher's test in backend/test/process).
export interface ProvidedPostgres {
  url: string;
  adminUrl: string;
  embedded: boolean;
  stop(): Promise<void>;
}

export function providePostgres(options: {
  dataDir: string;
  database?: string;
  url?: string;
  log?: (line: string) => void;
  firstPort?: number;
}): Promise<ProvidedPostgres>;
