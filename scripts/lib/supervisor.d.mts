// Types of supervisor.mjs for the TypeScript callers (the launcher's test in backend/test/process).
import { type ChildProcess } from 'node:child_process';

export interface Supervised {
  readonly child: ChildProcess;
  arm(): void;
  stop(): Promise<void>;
}

export function supervise(
  name: string,
  start: () => ChildProcess,
  options?: {
    log?: (line: string) => void;
    giveUpOn?: number[];
    onGiveUp?: (code: number) => void;
    armed?: boolean;
  },
): Supervised;
