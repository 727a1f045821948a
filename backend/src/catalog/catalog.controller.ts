import { Controller, Get, Param } from '@nestjs/common';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CatalogService } from './catalog.service.js';
import { SqlIntegerPipe } from '../common/validation/sql-integer.js';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';
import {
  ArchitectureCapabilityView,
  ArchitectureView,
  ModelCategoryView,
  ModelRest,
  SchedulerView,
  SizePresetView,
} from './dto/catalog.responses.js';

/**
 * REST compat routes for the catalogue: the paths older clients call. Each answer is written
 * through its declaration (catalog.responses.ts), in the REST names.
 */
@ApiTags('Catalogue')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @ApiOperation({ summary: 'The models the caller may use (administrators: every model)' })
  @ApiOkResponse({ type: [ModelRest.schema] })
  @Get('models')
  @Authenticated('user', { scope: 'any' })
  async models(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.catalog.listModels(caller)).map(ModelRest.write);
  }

  @ApiOperation({ summary: 'The base models (checkpoints) the caller may use' })
  @ApiOkResponse({ type: [ModelRest.schema] })
  @Get('models/base')
  @Authenticated('user', { scope: 'any' })
  async baseModels(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.catalog.listBaseModels(caller)).map(ModelRest.write);
  }

  @ApiOperation({ summary: 'Every architecture' })
  @ApiOkResponse({ type: [ArchitectureView.schema] })
  @Get('architectures')
  async architectures() {
    return (await this.catalog.listArchitectures()).map(ArchitectureView.write);
  }

  @ApiOperation({ summary: 'What an architecture supports and accepts' })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: ArchitectureCapabilityView.schema })
  @ApiErrors(404)
  @Get('architecture-capabilities/:architectureId')
  async capability(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return ArchitectureCapabilityView.write(await this.catalog.capability(architectureId));
  }

  @ApiOperation({ summary: "An architecture's size presets" })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: [SizePresetView.schema] })
  @ApiErrors(404)
  @Get('size-presets/architecture/:architectureId')
  async sizePresets(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return (await this.catalog.listSizePresets(architectureId)).map(SizePresetView.write);
  }

  @ApiOperation({ summary: "An architecture's schedulers, the default first" })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: [SchedulerView.schema] })
  @ApiErrors(404)
  @Get('schedulers/architecture/:architectureId')
  async schedulers(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return (await this.catalog.listSchedulers(architectureId)).map(SchedulerView.write);
  }

  @ApiOperation({ summary: 'The model categories' })
  @ApiOkResponse({ type: [ModelCategoryView.schema] })
  @Get('model-categories')
  async categories() {
    return (await this.catalog.listCategories()).map(ModelCategoryView.write);
  }
}
