import { Controller, Get, Param } from '@nestjs/common';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CatalogService } from './catalog.service.js';
import { SqlIntegerPipe } from '../common/validation/sql-integer.js';

/** REST compat of spec part 1 §7 for the catalogue. */
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('models')
  @Authenticated('user', { scope: 'any' })
  models(@CurrentUser() caller: AuthenticatedUser) {
    return this.catalog.listModels(caller);
  }

  @Get('models/base')
  @Authenticated('user', { scope: 'any' })
  baseModels(@CurrentUser() caller: AuthenticatedUser) {
    return this.catalog.listBaseModels(caller);
  }

  @Get('architectures')
  architectures() {
    return this.catalog.listArchitectures();
  }

  @Get('architecture-capabilities/:architectureId')
  capability(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return this.catalog.capability(architectureId);
  }

  @Get('size-presets/architecture/:architectureId')
  sizePresets(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return this.catalog.listSizePresets(architectureId);
  }

  @Get('schedulers/architecture/:architectureId')
  schedulers(@Param('architectureId', SqlIntegerPipe) architectureId: number) {
    return this.catalog.listSchedulers(architectureId);
  }

  @Get('model-categories')
  categories() {
    return this.catalog.listCategories();
  }
}
