import { Body, Controller, Delete, Get } from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { OrphanDeleteTotals, OrphanKeysBody } from './dto/orphan-files.types.js';
import { OrphanFilesService } from './orphan-files.service.js';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/api-errors.js';
import { OrphanScanReportRest } from './dto/orphan-files.responses.js';

/** REST compat routes for orphan files: each call runs its job and waits for it. */
@ApiTags('Administration')
@Controller('admin/orphan-files')
export class OrphanFilesController {
  constructor(private readonly orphans: OrphanFilesService) {}

  @ApiOperation({
    summary: 'Scan storage for orphan files and wait for the report',
    description: 'Runs an orphan-scan job and waits for it (504 when it takes too long).',
  })
  @ApiOkResponse({ type: OrphanScanReportRest.schema })
  @ApiErrors(504)
  @Get()
  @Authenticated('admin')
  async scan() {
    return OrphanScanReportRest.write(await this.orphans.scanAndWait());
  }

  @ApiOperation({ summary: 'Delete the selected orphan files and wait' })
  @ApiOkResponse({ type: OrphanDeleteTotals.schema })
  @ApiBody({ type: OrphanKeysBody.schema })
  @ApiErrors(400, 504)
  @Delete()
  @Authenticated('admin')
  async deleteSelected(@Body() body: Record<string, unknown>) {
    const { fileKeys } = await OrphanKeysBody.read(body);
    return OrphanDeleteTotals.write(
      await this.orphans.deleteAndWait(this.orphans.deleteSelected(fileKeys)),
    );
  }

  @ApiOperation({ summary: 'Delete every orphan file of the last scan and wait' })
  @ApiOkResponse({ type: OrphanDeleteTotals.schema })
  @ApiErrors(504)
  @Delete('all')
  @Authenticated('admin')
  async deleteAll() {
    return OrphanDeleteTotals.write(await this.orphans.deleteAndWait(this.orphans.deleteAll()));
  }
}
