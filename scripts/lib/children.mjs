import { spawn } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Resolves true when `url` answers 2xx within 2 s. */
export async function httpOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** A long-running child of the launcher, run from the repository root. */
export function startChild(command, args, env, { quiet = false } = {}) {
  return spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

/** SIGTERM, then SIGKILL after `timeoutMs`; resolves once the child has exited. */
export function stopChild(child, timeoutMs = 15000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
