import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id with the library's recommended cost; verification is constant-time. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  verify(hash: string, password: string): Promise<boolean> {
    return argon2.verify(hash, password).catch(() => false);
  }
}
