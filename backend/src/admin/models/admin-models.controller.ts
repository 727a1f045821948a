import { Body, Controller, Delete, HttpCode, Param, Patch, Post, Put, Res } from '@nestjs/common';
import { type Response } from 'express';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { toErrorShape } from '../../common/errors/domain-error.filter.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import { SetAccessLevelBody } from '../users/dto/set-access-level.body.js';
import { AdminModelsService } from './admin-models.service.js';
import { AdminModelInput } from './dto/admin-model.input.js';
import { SearchModelsBody } from './dto/search-models.body.js';
import { SqlIntegerPipe } from '../../common/validation/sql-integer.js';

/** REST compat of spec part 2 §7 for models; the same service as GraphQL. */
@Controller()
export class AdminModelsController {
  constructor(private readonly models: AdminModelsService) {}

  /** Answers `[{ results, totalResults }]`; failures as `{ errors: [{ code, message }] }`. */
  @Post('admin/search-models')
  @HttpCode(200)
  @Authenticated('admin')
  async searchModels(
    @Body() body: Record<string, unknown> | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    try {
      const input = await validatedInput(SearchModelsBody, body ?? {});
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
      return [{ results: page.results, totalResults: page.totalResults }];
    } catch (error) {
      const shape = toErrorShape(error);
      response.status(shape.status);
      return { errors: [{ code: shape.code, message: shape.message }] };
    }
  }

  /** Body of spec §7; the architecture may come as architectureId or by name (`architecture`). */
  @Post('admin/add-model')
  @HttpCode(201)
  @Authenticated('admin')
  async addModel(@Body() body: Record<string, unknown> | undefined) {
    const plain = { ...(body ?? {}) };
    if (plain.architectureName === undefined && typeof plain.architecture === 'string')
      plain.architectureName = plain.architecture;
    return this.models.add(await validatedInput(AdminModelInput, plain));
  }

  @Put('models/:id')
  @Authenticated('admin')
  updateModel(@Param('id', SqlIntegerPipe) id: number, @Body() input: AdminModelInput) {
    return this.models.update(id, input);
  }

  @Patch('admin/models/:modelId')
  @Authenticated('admin')
  setAccessLevel(@Param('modelId', SqlIntegerPipe) id: number, @Body() body: SetAccessLevelBody) {
    return this.models.setAccessLevel(id, body.accessLevelId);
  }

  @Delete('admin/models/:id')
  @Authenticated('admin')
  async deleteModel(@Param('id', SqlIntegerPipe) id: number) {
    await this.models.delete(id);
    return { message: 'The model has been removed from the database.' };
  }
}
