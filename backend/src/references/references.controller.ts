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
import { validatedInput } from '../common/validation/validation.pipe.js';
import { CreateReferenceInput, UpdateReferenceInput } from './dto/reference.input.js';
import { CreateReferenceBody, ReferenceView, UpdateReferenceBody } from './dto/reference.rest.js';
import { type SavedReference } from './entities/saved-reference.entity.js';
import { ReferencesService } from './references.service.js';

function restReference(reference: SavedReference) {
  return {
    id: reference.id,
    kind: reference.kind,
    name: reference.name,
    images: reference.images,
    weightType: reference.weightType,
    combineMethod: reference.combineMethod,
    created_at: reference.createdAt,
    updated_at: reference.updatedAt,
  };
}

const referenceId = () => new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** REST twins of the saved references: GET/POST /api/references, PATCH/DELETE /api/references/{id}. */
@ApiTags('References')
@Controller('references')
export class ReferencesController {
  constructor(private readonly references: ReferencesService) {}

  @ApiOperation({ summary: "The caller's saved characters and styles" })
  @ApiOkResponse({ type: [ReferenceView] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.references.list(caller.user.id)).map(restReference);
  }

  @ApiOperation({ summary: 'Save a character or style from your own images' })
  @ApiBody({ type: CreateReferenceBody })
  @ApiCreatedResponse({ type: ReferenceView })
  @ApiErrors(400, 404, 409)
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: Record<string, unknown>) {
    const input = await validatedInput(CreateReferenceInput, {
      kind: body.kind,
      name: body.name,
      images: body.images,
      weightType: body.weightType,
      combineMethod: body.combineMethod,
    });
    return restReference(await this.references.create(caller.user.id, input));
  }

  @ApiOperation({ summary: "Rename one of the caller's references or replace its images" })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiBody({ type: UpdateReferenceBody })
  @ApiOkResponse({ type: ReferenceView })
  @ApiErrors(400, 404, 409)
  @Patch(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id', referenceId()) id: string,
    @Body() body: Record<string, unknown>,
  ) {
    const input = await validatedInput(UpdateReferenceInput, {
      name: body.name ?? undefined,
      images: body.images ?? undefined,
      // null clears a style's option; left out, it stays.
      weightType: body.weightType,
      combineMethod: body.combineMethod,
    });
    return restReference(await this.references.update(caller.user.id, id, input));
  }

  @ApiOperation({ summary: "Delete one of the caller's references" })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async delete(@CurrentUser() caller: AuthenticatedUser, @Param('id', referenceId()) id: string) {
    await this.references.delete(caller.user.id, id);
    return { message: 'Removed' };
  }
}
