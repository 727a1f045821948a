/**
 * Reads until `done` holds or `withinMs` passes, and returns the last value read: for outcomes
 * that arrive asynchronously (webhooks, queue jobs). The caller asserts on the value it gets.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { withinMs = 10_000, everyMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + withinMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}

/**
 * `promise`, or after `withinMs` the failure "`missed` within N ms" (`missed` says what did not
 * happen): a wait of a test bounded on its own, so a test that fails says which step never came
 * instead of its timeout.
 */
export async function within<T>(promise: Promise<T>, withinMs: number, missed: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${missed} within ${withinMs} ms`)), withinMs);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
