import { Body, Controller, Param, Patch } from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { ArchitectureCapabilityChanges } from './architecture-capability.changes.js';
import { AdminArchitecturesService } from './admin-architectures.service.js';
import { SqlIntegerPipe } from '../../common/validation/sql-integer.js';

/** REST twin of AdminArchitecturesResolver. */
@Controller('admin/architecture-capabilities')
export class AdminArchitecturesController {
  constructor(private readonly architectures: AdminArchitecturesService) {}

  @Patch(':architectureId')
  @Authenticated('admin')
  update(
    @Param('architectureId', SqlIntegerPipe) architectureId: number,
    @Body() changes: ArchitectureCapabilityChanges,
  ) {
    return this.architectures.updateCapability(architectureId, changes);
  }
}
