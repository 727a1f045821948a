import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { User } from '../../auth/entities/user.entity.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { AdminUsersService } from './admin-users.service.js';
import { AdminUserPage, AdminUserPageArgs, GrantCreditsArgs } from './dto/admin-user.types.js';

@Resolver()
export class AdminUsersResolver {
  constructor(private readonly users: AdminUsersService) {}

  @Query(() => AdminUserPage, { description: 'Users, newest first; search matches name or email.' })
  @Authenticated('admin')
  adminUsers(
    @Args('search', {
      type: () => String,
      nullable: true,
      description: 'Text to find in the name or email (case-insensitive); null or blank lists all.',
    })
    search: string | null,
    @Args() { first, after }: AdminUserPageArgs,
  ): Promise<AdminUserPage> {
    return this.users.list(search?.trim() || undefined, first, after ?? undefined);
  }

  @Mutation(() => User, {
    description: "Changes a user's access level; the last administrator cannot be demoted.",
  })
  @Authenticated('admin')
  adminSetUserAccessLevel(
    @Args('userId', { type: () => ID, description: "The user's id." }) userId: string,
    @Args('accessLevelId', { type: () => Int, description: "The new access level's id." })
    accessLevelId: number,
  ): Promise<User> {
    return this.users.setAccessLevel(userId, accessLevelId);
  }

  @Mutation(() => Boolean, {
    description: 'Deletes the account and its data; its stored files are removed by a job.',
  })
  @Authenticated('admin')
  async adminDeleteUser(
    @Args('userId', { type: () => ID, description: "The user's id." }) userId: string,
  ): Promise<boolean> {
    await this.users.delete(userId);
    return true;
  }

  @Mutation(() => User, { description: 'Adds credits (a ledger row of kind grant).' })
  @Authenticated('admin')
  adminGrantCredits(
    @Args() { userId, amount, note }: GrantCreditsArgs,
    @CurrentUser() caller: AuthenticatedUser,
  ): Promise<User> {
    return this.users.grantCredits(userId, amount, caller.user.id, note);
  }
}
