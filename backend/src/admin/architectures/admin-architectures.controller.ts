import { Body, Controller, Param, Patch } from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { ArchitectureCapabilityChanges } from './architecture-capability.changes.js';
import { AdminArchitecturesService } from './admin-architectures.service.js';
import { SqlIntegerPipe } from '../../common/validation/sql-integer.js';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ArchitectureCapabilityView } from '../../catalog/dto/catalog.responses.js';
import { ApiErrors } from '../../common/openapi/api-errors.js';

/** REST twin of AdminArchitecturesResolver. */
@ApiTags('Administration')
@Controller('admin/architecture-capabilities')
export class AdminArchitecturesController {
  constructor(private readonly architectures: AdminArchitecturesService) {}

  @ApiOperation({ summary: 'Change what an architecture supports and accepts (fields given)' })
  @ApiParam({ name: 'architectureId', type: 'integer' })
  @ApiOkResponse({ type: ArchitectureCapabilityView.schema })
  @ApiErrors(400, 404)
  @Patch(':architectureId')
  @Authenticated('admin')
  async update(
    @Param('architectureId', SqlIntegerPipe) architectureId: number,
    @Body() changes: ArchitectureCapabilityChanges,
  ) {
    return ArchitectureCapabilityView.write(
      await this.architectures.updateCapability(architectureId, changes),
    );
  }
}
