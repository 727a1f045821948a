import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

/** At most `size` tasks run at once; the others wait their turn in arrival order. */
class Slots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.size) this.running++;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

// A flood of logins may take every core but one, and every thread of libuv's pool but one (the
// pool also reads files, resolves names and compresses): the event loop keeps a core to answer.
const hashing = new Slots(Math.max(1, Math.min(availableParallelism(), THREAD_POOL_SIZE) - 1));

/**
 * OWASP's argon2id (19 MiB, 2 passes, 1 lane) as PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$...`),
 * computed natively by @node-rs/argon2 in libuv's thread pool. The WebAssembly version used
 * before (hash-wasm) ran each hash on the event loop for about 100 ms, so a few logins a second
 * stalled every other request; natively a hash takes about 15 ms, off the loop. Its prebuilt
 * binaries come as optional dependencies with no install script (glibc and musl, x64 and arm64),
 * and hashes written by hash-wasm verify unchanged.
 */
@Injectable()
export class PasswordHasher {
  // Algorithm and version are the library's defaults, argon2id and 0x13: its enums are `const`
  // and do not exist at run time. The tests pin the resulting prefix.
  private static readonly options: Options = {
    memoryCost: 19 * 1024,
    timeCost: 2,
    parallelism: 1,
    outputLen: 32,
  };

  hash(password: string): Promise<string> {
    return hashing.run(() => hash(password, PasswordHasher.options));
  }

  /** False for a wrong password and for a stored hash it cannot read; never throws. */
  async verify(storedHash: string, password: string): Promise<boolean> {
    try {
      return await hashing.run(() => verify(storedHash, password));
    } catch {
      return false;
    }
  }
}
