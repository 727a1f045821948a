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
  ModelView,
  SchedulerView,
  SizePresetView,
} from './dto/catalog.responses.js';

/** REST compat routes for the catalogue: the paths older clients call. */
@ApiTags('Catalogue')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @ApiOperation({ summary: 'The models the caller may use (administrators: every model)' })
  @ApiOkResponse({ type: [ModelView] })
  @Get('models')
  @Authenticated('user', { scope: 'any' })
  models(@CurrentUser() caller: AuthenticatedUser) {
    return this.catalog.listModels(caller);
  }

  @ApiOperation({ summary: 'The base models (checkpoints) the caller may use' })
  @ApiOkResponse({ type: [ModelView] })
  @Get('models/base')
  @Authenticated('user', { scope: 'any' })
  baseModels(@CurrentUser() caller: AuthenticatedUser) {
    return this.catalog.listBaseModels(caller);
  }

  @ApiOperation({ summary: 'Every architecture' })
  @ApiOkResponse({ type: [ArchitectureView] })
  @Get('architectures')
  architectures() {
    return this.catalog.listArchitectures();
  }

  @ApiOperation({ summary: 'What an architecture supports and accepts' })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: ArchitectureCapabilityView })
  @ApiErrors(404)
  @Get('architecture-capabilities/:architectureId')
  capability(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return this.catalog.capability(architectureId);
  }

  @ApiOperation({ summary: "An architecture's size presets" })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: [SizePresetView] })
  @ApiErrors(404)
  @Get('size-presets/architecture/:architectureId')
  sizePresets(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return this.catalog.listSizePresets(architectureId);
  }

  @ApiOperation({ summary: "An architecture's schedulers, the default first" })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: [SchedulerView] })
  @ApiErrors(404)
  @Get('schedulers/architecture/:architectureId')
  schedulers(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return this.catalog.listSchedulers(architectureId);
  }

  @ApiOperation({ summary: 'The model categories' })
  @ApiOkResponse({ type: [ModelCategoryView] })
  @Get('model-categories')
  categories() {
    return this.catalog.listCategories();
  }
}
