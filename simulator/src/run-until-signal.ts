/** A server a process entry point starts and stops. */
export interface StoppableServer {
  close(): Promise<void>;
}

/**
 * Runs a simulator as a process: starts it, stops it cleanly on SIGTERM or SIGINT (exit 0), and
 * names it in the one line printed when it fails to start or to stop (exit 1).
 */
export function runUntilSignal(name: string, start: () => Promise<StoppableServer>): void {
  start().then(
    (server) => {
      let stopping = false;
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) return;
        stopping = true;
        server.close().then(
          () => process.exit(0),
          (error: unknown) => {
            console.error(`${name} failed to stop after ${signal}:`, error);
            process.exit(1);
          },
        );
      };
      process.once('SIGTERM', stop);
      process.once('SIGINT', stop);
    },
    (error: unknown) => {
      console.error(
        `${name} failed to start: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
