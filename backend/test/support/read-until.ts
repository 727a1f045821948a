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
