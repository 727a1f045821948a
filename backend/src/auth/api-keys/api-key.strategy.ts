import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { type Request } from 'express';
import { Strategy } from 'passport-strategy';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { API_KEY_MARK, ApiKeysService } from './api-keys.service.js';

type Verify = (
  key: string,
  done: (error: unknown, user?: AuthenticatedUser | null) => void,
) => void;

/** `Authorization: Bearer pfk_…`: any other bearer is left to the session strategy. */
class BearerApiKeyStrategy extends Strategy {
  constructor(private readonly verify: Verify) {
    super();
  }

  override authenticate(req: Request): void {
    const [scheme, key] = (req.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !key?.startsWith(API_KEY_MARK)) {
      this.fail(401);
      return;
    }
    this.verify(key, (error, user) => {
      if (error) this.error(error as Error);
      else if (user) this.success(user);
      else this.fail(401);
    });
  }
}

@Injectable()
export class ApiKeyStrategy extends PassportStrategy(BearerApiKeyStrategy, 'api-key') {
  constructor(private readonly keys: ApiKeysService) {
    super();
  }

  validate(key: string): Promise<AuthenticatedUser | null> {
    return this.keys.authenticate(key);
  }
}
