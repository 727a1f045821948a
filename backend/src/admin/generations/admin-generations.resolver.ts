import { Args, ArgsType, ID, Query, Resolver } from '@nestjs/graphql';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CursorPageArgs } from '../../common/pagination/cursor-page.js';
import { AdminGenerationsService } from './admin-generations.service.js';
import { AdminGenerationPage } from './dto/admin-generation.types.js';

@ArgsType()
class AdminGenerationPageArgs extends CursorPageArgs(20) {}

@Resolver()
export class AdminGenerationsResolver {
  constructor(private readonly generations: AdminGenerationsService) {}

  @Query(() => AdminGenerationPage, {
    description: "Every user's generations, newest first; userId narrows to one user.",
  })
  @Authenticated('admin')
  adminGenerations(
    @Args() { first, after }: AdminGenerationPageArgs,
    @Args('userId', {
      type: () => ID,
      nullable: true,
      description: "Only this user's generations; null for every user's.",
    })
    userId?: string | null,
  ): Promise<AdminGenerationPage> {
    return this.generations.list(first, after ?? undefined, userId ?? undefined);
  }
}
