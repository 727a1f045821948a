import { Args, Int, Mutation, Resolver } from '@nestjs/graphql';
import { ArchitectureCapability } from '../../catalog/entities/architecture-capability.entity.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { ArchitectureCapabilityChanges } from './architecture-capability.changes.js';
import { AdminArchitecturesService } from './admin-architectures.service.js';

@Resolver()
export class AdminArchitecturesResolver {
  constructor(private readonly architectures: AdminArchitecturesService) {}

  @Mutation(() => ArchitectureCapability, {
    description: 'Changes what an architecture accepts (negative prompt, steps, sizes, weights).',
  })
  @Authenticated('admin')
  adminUpdateArchitectureCapability(
    @Args('architectureId', { type: () => Int, description: "The architecture's id." })
    architectureId: number,
    @Args('changes', { description: 'The limits to change; fields left out stay as they are.' })
    changes: ArchitectureCapabilityChanges,
  ): Promise<ArchitectureCapability> {
    return this.architectures.updateCapability(architectureId, changes);
  }
}
