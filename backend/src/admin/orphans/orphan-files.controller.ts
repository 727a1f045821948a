import { Body, Controller, Delete, Get } from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { OrphanKeysArgs } from './dto/orphan-files.types.js';
import { OrphanFilesService } from './orphan-files.service.js';

/** REST compat of spec part 2 §7: each call runs its job and waits for it. */
@Controller('admin/orphan-files')
export class OrphanFilesController {
  constructor(private readonly orphans: OrphanFilesService) {}

  @Get()
  @Authenticated('admin')
  scan() {
    return this.orphans.scanAndWait();
  }

  @Delete()
  @Authenticated('admin')
  deleteSelected(@Body() body: OrphanKeysArgs) {
    return this.orphans.deleteAndWait(this.orphans.deleteSelected(body.fileKeys));
  }

  @Delete('all')
  @Authenticated('admin')
  deleteAll() {
    return this.orphans.deleteAndWait(this.orphans.deleteAll());
  }
}
