import { Body, Controller, Delete, Get } from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { OrphanKeysArgs } from './dto/orphan-files.types.js';
import { OrphanFilesService } from './orphan-files.service.js';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/api-errors.js';
import { OrphanDeleteTotals, OrphanScanReport } from './dto/orphan-files.responses.js';

/** REST compat routes for orphan files: each call runs its job and waits for it. */
@ApiTags('Administration')
@Controller('admin/orphan-files')
export class OrphanFilesController {
  constructor(private readonly orphans: OrphanFilesService) {}

  @ApiOperation({
    summary: 'Scan storage for orphan files and wait for the report',
    description: 'Runs an orphan-scan job and waits for it (504 when it takes too long).',
  })
  @ApiOkResponse({ type: OrphanScanReport })
  @ApiErrors(504)
  @Get()
  @Authenticated('admin')
  scan() {
    return this.orphans.scanAndWait();
  }

  @ApiOperation({ summary: 'Delete the selected orphan files and wait' })
  @ApiOkResponse({ type: OrphanDeleteTotals })
  @ApiErrors(400, 504)
  @Delete()
  @Authenticated('admin')
  deleteSelected(@Body() body: OrphanKeysArgs) {
    return this.orphans.deleteAndWait(this.orphans.deleteSelected(body.fileKeys));
  }

  @ApiOperation({ summary: 'Delete every orphan file of the last scan and wait' })
  @ApiOkResponse({ type: OrphanDeleteTotals })
  @ApiErrors(504)
  @Delete('all')
  @Authenticated('admin')
  deleteAll() {
    return this.orphans.deleteAndWait(this.orphans.deleteAll());
  }
}
