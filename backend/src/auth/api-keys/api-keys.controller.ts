import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { type Request } from 'express';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { ApiKeysService } from './api-keys.service.js';
import { CreateApiKeyInput } from './create-api-key.input.js';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../../common/openapi/api-errors.js';
import { ApiKeyView, CreatedApiKey } from './dto/api-key.responses.js';
import { clientIp } from '../../common/http/client-ip.js';

/** REST for personal API keys; only a signed-in session manages keys, never a key. */
@ApiTags('API keys')
@Controller('keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @ApiOperation({
    summary: 'Create a personal API key (the key is shown only here)',
    description:
      'Needs the current password (`currentPassword`); a wrong one counts like a wrong sign-in. Every key is revoked when the password is reset or changed.',
  })
  @ApiCreatedResponse({ type: CreatedApiKey })
  @ApiErrors(
    { status: 400, description: 'Invalid input, or currentPassword missing or wrong.' },
    { status: 409, description: 'Too many keys, or the name is taken (CONFLICT).' },
    429,
  )
  @Post()
  @HttpCode(201)
  @Authenticated('user', { apiKeys: false })
  async create(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() input: CreateApiKeyInput,
    @Req() request: Request,
  ) {
    const { apiKey, key } = await this.keys.create(caller, input, clientIp(request));
    return { ...ApiKeyView.write(apiKey), key };
  }

  @ApiOperation({ summary: "The caller's keys, newest first" })
  @ApiOkResponse({ type: [ApiKeyView.schema] })
  @Get()
  @Authenticated('user', { apiKeys: false })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.keys.list(caller.user.id)).map((apiKey) => ApiKeyView.write(apiKey));
  }

  @ApiOperation({ summary: 'Revoke a key, at once on every server' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete(':id')
  @Authenticated('user', { apiKeys: false })
  async revoke(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.keys.revoke(caller.user.id, id);
    return { message: 'The API key has been revoked.' };
  }
}
