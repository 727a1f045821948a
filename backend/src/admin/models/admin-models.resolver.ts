import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Model } from '../../catalog/entities/model.entity.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { AdminJobsService } from '../jobs/admin-jobs.service.js';
import { AdminJob } from '../jobs/dto/admin-job.types.js';
import { AdminModelsService } from './admin-models.service.js';
import { AdminModelFilter, AdminModelInput, AdminModelPage } from './dto/admin-model.input.js';
import {
  ImportModelsInput,
  ProviderModelSearchInput,
  ProviderModelSearchPage,
} from './dto/provider-model.types.js';

/** Admin GraphQL for models; every field is named admin… and refused to non-administrators. */
@Resolver()
export class AdminModelsResolver {
  constructor(
    private readonly models: AdminModelsService,
    private readonly jobs: AdminJobsService,
  ) {}

  @Query(() => ProviderModelSearchPage, {
    description: "The provider's model search, each result flagged when already imported.",
  })
  @Authenticated('admin')
  adminProviderModelSearch(
    @Args('input') input: ProviderModelSearchInput,
  ): Promise<ProviderModelSearchPage> {
    return this.models.searchProvider({
      search: input.search,
      type: input.type,
      category: input.category,
      architecture: input.architecture,
      offset: input.offset,
      limit: input.limit,
    });
  }

  @Query(() => AdminModelPage, { description: 'Stored models (private ones too), by name.' })
  @Authenticated('admin')
  adminModels(
    // Typed as the class alone (not `| null`): a union is reflected as Object and would skip validation.
    @Args('filter', { type: () => AdminModelFilter, nullable: true })
    filter: AdminModelFilter,
    @Args('first', { type: () => Int, defaultValue: 50 }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<AdminModelPage> {
    return this.models.list(filter ?? {}, Math.min(Math.max(first, 1), 500), after ?? undefined);
  }

  @Query(() => Model)
  @Authenticated('admin')
  adminModel(@Args('id', { type: () => Int }) id: number): Promise<Model> {
    return this.models.get(id);
  }

  @Mutation(() => AdminJob, {
    description: 'Queues one model-import job for the selected results; follow it with adminJob.',
  })
  @Authenticated('admin')
  async adminImportModels(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input') input: ImportModelsInput,
  ): Promise<AdminJob> {
    return this.jobs.describe(await this.models.queueImport(input, caller.user.id));
  }

  @Mutation(() => Model)
  @Authenticated('admin')
  adminAddModel(@Args('input') input: AdminModelInput): Promise<Model> {
    return this.models.add(input);
  }

  @Mutation(() => Model, { description: 'Replaces every field of a stored model.' })
  @Authenticated('admin')
  adminUpdateModel(
    @Args('id', { type: () => Int }) id: number,
    @Args('input') input: AdminModelInput,
  ): Promise<Model> {
    return this.models.update(id, input);
  }

  @Mutation(() => Model)
  @Authenticated('admin')
  adminSetModelAccessLevel(
    @Args('id', { type: () => Int }) id: number,
    @Args('accessLevelId', { type: () => Int }) accessLevelId: number,
  ): Promise<Model> {
    return this.models.setAccessLevel(id, accessLevelId);
  }

  @Mutation(() => Boolean)
  @Authenticated('admin')
  async adminDeleteModel(@Args('id', { type: () => Int }) id: number): Promise<boolean> {
    await this.models.delete(id);
    return true;
  }
}
