import { Body, Controller, Param, ParseIntPipe, Patch } from '@nestjs/common';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { ArchitectureCapabilityChanges } from './architecture-capability.changes.js';
import { AdminArchitecturesService } from './admin-architectures.service.js';

/** REST twin of AdminArchitecturesResolver. */
@Controller('admin/architecture-capabilities')
export class AdminArchitecturesController {
  constructor(private readonly architectures: AdminArchitecturesService) {}

  @Patch(':architectureId')
  @Authenticated('admin')
  update(
    @Param('architectureId', ParseIntPipe) architectureId: number,
    @Body() changes: ArchitectureCapabilityChanges,
  ) {
    return this.architectures.updateCapability(architectureId, changes);
  }
}
