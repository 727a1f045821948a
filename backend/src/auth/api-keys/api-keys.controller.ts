import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { type ApiKey } from './api-key.entity.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './create-api-key.input.js';

/** A key as its owner sees it: never the key itself, which is shown once at creation. */
function listedKey({ id, name, prefix, scopes, createdAt, lastUsedAt }: ApiKey) {
  return { id, name, prefix, scopes, createdAt, lastUsedAt };
}

/** REST for personal API keys; only a signed-in session manages keys, never a key. */
@Controller('keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Post()
  @HttpCode(201)
  @Authenticated('user', { apiKeys: false })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() input: CreateApiKeyInput) {
    const { apiKey, key } = await this.keys.create(caller, input);
    return { ...listedKey(apiKey), key };
  }

  @Get()
  @Authenticated('user', { apiKeys: false })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.keys.list(caller.user.id)).map(listedKey);
  }

  @Delete(':id')
  @Authenticated('user', { apiKeys: false })
  async revoke(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.keys.revoke(caller.user.id, id);
    return { message: 'The API key has been revoked.' };
  }
}
