import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Model } from '../../catalog/entities/model.entity.js';
import { MODEL_DEFAULTS } from '../../catalog/model-row.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { AdminJobsService } from '../jobs/admin-jobs.service.js';
import { AdminJob } from '../jobs/dto/admin-job.types.js';
import { AdminModelsService } from './admin-models.service.js';
import {
  AdminModelFilter,
  AdminModelInput,
  AdminModelPage,
  AdminModelPageArgs,
} from './dto/admin-model.input.js';
import { ModelDefaults } from './dto/model-defaults.types.js';
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
    @Args('input', { description: 'What to search for, and which page.' })
    input: ProviderModelSearchInput,
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
    @Args('filter', {
      type: () => AdminModelFilter,
      nullable: true,
      description: 'Narrows the list; null lists every model.',
    })
    filter: AdminModelFilter,
    @Args() { first, after }: AdminModelPageArgs,
  ): Promise<AdminModelPage> {
    return this.models.list(filter ?? {}, first, after ?? undefined);
  }

  @Query(() => ModelDefaults, {
    description: "The settings a new model gets where none are given (the add form's defaults).",
  })
  @Authenticated('admin')
  adminModelDefaults(): ModelDefaults {
    return MODEL_DEFAULTS;
  }

  @Query(() => Model, { description: 'One stored model by id, private ones included.' })
  @Authenticated('admin')
  adminModel(
    @Args('id', { type: () => Int, description: "The model's id." }) id: number,
  ): Promise<Model> {
    return this.models.get(id);
  }

  @Mutation(() => AdminJob, {
    description: 'Queues one model-import job for the selected results; follow it with adminJob.',
  })
  @Authenticated('admin')
  async adminImportModels(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The chosen search results and the access level to give them.' })
    input: ImportModelsInput,
  ): Promise<AdminJob> {
    return this.jobs.describe(await this.models.queueImport(input, caller.user.id));
  }

  @Mutation(() => Model, { description: 'Adds a model to the catalogue; its AIR must be new.' })
  @Authenticated('admin')
  adminAddModel(
    @Args('input', { description: "The new model's fields." }) input: AdminModelInput,
  ): Promise<Model> {
    return this.models.add(input);
  }

  @Mutation(() => Model, { description: 'Replaces every field of a stored model.' })
  @Authenticated('admin')
  adminUpdateModel(
    @Args('id', { type: () => Int, description: "The model's id." }) id: number,
    @Args('input', {
      description: 'Every field of the model (accessLevelId null keeps its level).',
    })
    input: AdminModelInput,
  ): Promise<Model> {
    return this.models.update(id, input);
  }

  @Mutation(() => Model, {
    description: 'Sets the lowest access level that may list and use a model.',
  })
  @Authenticated('admin')
  adminSetModelAccessLevel(
    @Args('id', { type: () => Int, description: "The model's id." }) id: number,
    @Args('accessLevelId', { type: () => Int, description: "The access level's id." })
    accessLevelId: number,
  ): Promise<Model> {
    return this.models.setAccessLevel(id, accessLevelId);
  }

  @Mutation(() => Boolean, {
    description:
      'Deletes a stored model (true when done); past generations and creations keep its AIR.',
  })
  @Authenticated('admin')
  async adminDeleteModel(
    @Args('id', { type: () => Int, description: "The model's id." }) id: number,
  ): Promise<boolean> {
    await this.models.delete(id);
    return true;
  }
}
