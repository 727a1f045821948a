/** Removes every key that starts with `prefix`; answers how many there were. */
export function deleteKeysStartingWith(url: string, prefix: string): Promise<number>;
