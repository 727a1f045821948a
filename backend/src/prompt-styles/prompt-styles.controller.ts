import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import {
  CreatePromptStyleBody,
  PromptStyleView,
  UpdatePromptStyleBody,
} from './dto/prompt-style.rest.js';
import { PromptStylesService } from './prompt-styles.service.js';

const styleId = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** REST compat of the prompt styles: GET/POST /api/prompt-styles, PATCH/DELETE /api/prompt-styles/{id}. */
@ApiTags('Prompt styles')
@Controller('prompt-styles')
export class PromptStylesController {
  constructor(private readonly styles: PromptStylesService) {}

  @ApiOperation({ summary: "The caller's prompt styles by name (the starter set on first use)" })
  @ApiOkResponse({ type: [PromptStyleView.schema] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.styles.list(caller.user.id)).map(PromptStyleView.write);
  }

  @ApiOperation({ summary: 'Add a prompt style' })
  @ApiBody({ type: CreatePromptStyleBody.schema })
  @ApiCreatedResponse({ type: PromptStyleView.schema })
  @ApiErrors(400, 409)
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await CreatePromptStyleBody.read(body);
    return PromptStyleView.write(await this.styles.create(caller.user.id, input));
  }

  @ApiOperation({ summary: "Change one of the caller's prompt styles" })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiBody({ type: UpdatePromptStyleBody.schema })
  @ApiOkResponse({ type: PromptStyleView.schema })
  @ApiErrors(400, 404, 409)
  @Patch(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', styleId()) id: string,
    @Body() body: unknown,
  ) {
    const input = await UpdatePromptStyleBody.read(body);
    return PromptStyleView.write(await this.styles.update(caller.user.id, id, input));
  }

  @ApiOperation({ summary: "Delete one of the caller's prompt styles" })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async delete(@CurrentUser() caller: AuthenticatedUser, @Param('id', styleId()) id: string) {
    await this.styles.delete(caller.user.id, id);
    return { message: 'Removed' };
  }
}
