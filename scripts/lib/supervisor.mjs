import { stopChild } from './children.mjs';

/** A run this long counts as healthy: the next crash restarts after the shortest delay again. */
const HEALTHY_RUN_MS = 30_000;
const MAX_DELAY_MS = 30_000;

/**
 * Keeps a long-running child of the launcher running: when it exits on its own it is started
 * again after a delay that doubles from 1 s (to 30 s) while it keeps failing soon after starting.
 * Only `stop()` (Ctrl-C) ends it for good, and `giveUpOn` exit codes (a configuration error,
 * which a restart cannot mend) end the launcher through `onGiveUp`. With `armed: false` an exit is
 * left to the caller until `arm()` (start-up reports its own failures instead of looping).
 */
export function supervise(
  name,
  start,
  { log = console.log, giveUpOn = [], onGiveUp = () => {}, armed = true } = {},
) {
  let child;
  let startedAt = 0;
  let failures = 0;
  let stopped = false;
  let timer;

  const run = () => {
    child = start();
    startedAt = Date.now();
    child.once('exit', (code, signal) => {
      if (stopped || !armed) return;
      if (giveUpOn.includes(code)) {
        log(`✖ The ${name} stopped (exit ${code}) and a restart cannot mend that.`);
        onGiveUp(code);
        return;
      }
      failures = Date.now() - startedAt >= HEALTHY_RUN_MS ? 1 : failures + 1;
      const delayMs = Math.min(1000 * 2 ** (failures - 1), MAX_DELAY_MS);
      log(
        `✖ The ${name} stopped (${code === null ? signal : `exit ${code}`}); restarting in ${delayMs / 1000} s…`,
      );
      timer = setTimeout(() => {
        if (stopped) return;
        log(`› Starting the ${name} again…`);
        run();
      }, delayMs);
    });
  };
  run();

  return {
    /** The running child (a new one after each restart). */
    get child() {
      return child;
    },
    /** From now on an exit restarts it. */
    arm: () => {
      armed = true;
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await stopChild(child);
    },
  };
}
