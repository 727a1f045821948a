import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { AdminGenerationsService } from './admin-generations.service.js';
import { AdminGenerationPage } from './dto/admin-generation.types.js';

@Resolver()
export class AdminGenerationsResolver {
  constructor(private readonly generations: AdminGenerationsService) {}

  @Query(() => AdminGenerationPage, {
    description: "Every user's generations, newest first; userId narrows to one user.",
  })
  @Authenticated('admin')
  adminGenerations(
    @Args('first', { type: () => Int, defaultValue: 20 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('userId', { type: () => ID, nullable: true }) userId?: string | null,
  ): Promise<AdminGenerationPage> {
    return this.generations.list(
      Math.min(Math.max(first, 1), 100),
      after ?? undefined,
      userId ?? undefined,
    );
  }
}
