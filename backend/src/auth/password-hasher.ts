import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { argon2id, argon2Verify } from 'hash-wasm';

/**
 * argon2id in WebAssembly: no native addon, so it behaves the same on every machine (native
 * prebuilt binaries crashed on some). Parameters follow OWASP's argon2id recommendation
 * (19 MiB, 2 passes, 1 lane); hashes are PHC strings (`$argon2id$v=19$m=...`).
 */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2id({
      password,
      salt: randomBytes(16),
      parallelism: 1,
      iterations: 2,
      memorySize: 19 * 1024,
      hashLength: 32,
      outputType: 'encoded',
    });
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2Verify({ password, hash }).catch(() => false);
  }
}
