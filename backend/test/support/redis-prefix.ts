/** A Redis namespace of its own, so no other app's workers take this test's jobs. */
export function ownRedisPrefix(name: string): string {
  return `${process.env.TEST_RUN_ID}_${name}_${process.env.JEST_WORKER_ID ?? '0'}_${Date.now()}`;
}
