import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { type Response } from 'express';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { toErrorShape } from '../../common/errors/domain-error.filter.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import { SetAccessLevelBody } from '../users/dto/set-access-level.body.js';
import { AdminModelsService } from './admin-models.service.js';
import { AddModelBody, AddModelFields, AdminModelBody } from './dto/admin-model.rest.js';
import { SearchModelsBody, SearchModelsRules } from './dto/search-models.body.js';
import { SqlIntegerPipe } from '../../common/validation/sql-integer.js';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ModelRest } from '../../catalog/dto/catalog.responses.js';
import { ApiErrors, ApiMessage } from '../../common/openapi/api-errors.js';
import { SearchModelsFailure } from './dto/admin-models.responses.js';
import { ProviderSearchPage } from './dto/provider-model.types.js';

/** REST compat routes for model administration; the same service as GraphQL. */
@ApiTags('Administration')
@Controller()
export class AdminModelsController {
  constructor(private readonly models: AdminModelsService) {}

  /** Answers `[{ results, totalResults }]`; failures as `{ errors: [{ code, message }] }`. */
  @ApiOperation({ summary: "Search the provider's models" })
  @ApiBody({ type: SearchModelsBody })
  @ApiOkResponse({
    description: 'One page, wrapped in an array as the spec has it.',
    type: [ProviderSearchPage.schema],
  })
  @ApiResponse({ status: 400, description: 'Invalid search.', type: SearchModelsFailure })
  @ApiResponse({
    status: 502,
    description: "The provider's answer was unusable.",
    type: SearchModelsFailure,
  })
  @ApiResponse({
    status: 503,
    description: 'The provider is unavailable.',
    type: SearchModelsFailure,
  })
  @Post('admin/search-models')
  @HttpCode(200)
  @Authenticated('admin')
  async searchModels(
    @Body() body: Record<string, unknown> | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    try {
      const input = await validatedInput(SearchModelsRules, body ?? {});
      const page = await this.models.searchProvider({
        search: input.search,
        type: input.type,
        category: input.category,
        architecture: input.architecture,
        visibility: input.visibility,
        tags: input.tags?.length ? input.tags : undefined,
        offset: input.offset,
        limit: input.limit,
      });
      return [ProviderSearchPage.write(page)];
    } catch (error) {
      const shape = toErrorShape(error);
      response.status(shape.status);
      return { errors: [{ code: shape.code, message: shape.message }] };
    }
  }

  /** The architecture may come as architectureId or by name (older clients' `architecture`). */
  @ApiOperation({ summary: 'Add a model to the catalogue' })
  @ApiBody({ type: AddModelBody })
  @ApiCreatedResponse({ type: ModelRest.schema })
  @ApiErrors(400, { status: 409, description: 'A model has this AIR (CONFLICT).' })
  @Post('admin/add-model')
  @HttpCode(201)
  @Authenticated('admin')
  async addModel(@Body() body: Record<string, unknown> | undefined) {
    const plain = { ...(body ?? {}) };
    if (plain.architectureName === undefined && typeof plain.architecture === 'string')
      plain.architectureName = plain.architecture;
    return ModelRest.write(await this.models.add(await AddModelFields.read(plain)));
  }

  @ApiOperation({ summary: 'Replace a model (every field)' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiBody({ type: AdminModelBody.schema })
  @ApiOkResponse({ type: ModelRest.schema })
  @ApiErrors(400, 404, { status: 409, description: 'A model has this AIR (CONFLICT).' })
  @Put('models/:id')
  @Authenticated('admin')
  async updateModel(
    @Param('id', SqlIntegerPipe) id: number,
    @Body() body: Record<string, unknown> | undefined,
  ) {
    return ModelRest.write(await this.models.update(id, await AdminModelBody.read(body)));
  }

  @ApiOperation({ summary: "Change a model's access level" })
  @ApiParam({ name: 'modelId', type: 'integer' })
  @ApiOkResponse({ type: ModelRest.schema })
  @ApiErrors(400, 404)
  @Patch('admin/models/:modelId')
  @Authenticated('admin')
  async setAccessLevel(
    @Param('modelId', SqlIntegerPipe) id: number,
    @Body() body: SetAccessLevelBody,
  ) {
    return ModelRest.write(await this.models.setAccessLevel(id, body.accessLevelId));
  }

  @ApiOperation({ summary: 'Remove a model from the catalogue' })
  @ApiParam({ name: 'id', type: 'integer' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(400, 404)
  @Delete('admin/models/:id')
  @Authenticated('admin')
  async deleteModel(@Param('id', SqlIntegerPipe) id: number) {
    await this.models.delete(id);
    return { message: 'The model has been removed from the database.' };
  }
}
