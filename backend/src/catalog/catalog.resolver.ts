import { Args, Context, Int, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { type GraphQLContext } from '../common/graphql/graphql-context.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CatalogService } from './catalog.service.js';
import { ArchitectureCapability } from './entities/architecture-capability.entity.js';
import { Architecture } from './entities/architecture.entity.js';
import { ModelCategory } from './entities/model-category.entity.js';
import { Model } from './entities/model.entity.js';
import { Scheduler } from './entities/scheduler.entity.js';
import { SizePreset } from './entities/size-preset.entity.js';

@Resolver(() => Model)
export class CatalogResolver {
  constructor(private readonly catalog: CatalogService) {}

  @Query(() => [Model], { description: 'Every model the caller may use, by name.' })
  @Authenticated('user', { scope: 'any' })
  models(@CurrentUser() caller: AuthenticatedUser): Promise<Model[]> {
    return this.catalog.listModels(caller);
  }

  @Query(() => [Model], {
    description: 'Checkpoints (base and inpainting) the caller may use, by name.',
  })
  @Authenticated('user', { scope: 'any' })
  baseModels(@CurrentUser() caller: AuthenticatedUser): Promise<Model[]> {
    return this.catalog.listBaseModels(caller);
  }

  @Query(() => [Architecture], { description: 'Every architecture (model family), by name.' })
  architectures(): Promise<Architecture[]> {
    return this.catalog.listArchitectures();
  }

  @Query(() => ArchitectureCapability, {
    nullable: true,
    description:
      'What an architecture supports and accepts; null when none is recorded: treat as none.',
  })
  architectureCapability(
    @Args('architectureId', { type: () => Int, description: "The architecture's id." })
    architectureId: number,
  ) {
    return this.catalog.findCapability(architectureId);
  }

  @Query(() => [SizePreset], { description: "An architecture's size presets, in display order." })
  sizePresets(
    @Args('architectureId', { type: () => Int, description: "The architecture's id." })
    architectureId: number,
  ): Promise<SizePreset[]> {
    return this.catalog.listSizePresets(architectureId);
  }

  @Query(() => [Scheduler], {
    description: "An architecture's schedulers: the default first, then by friendly name.",
  })
  schedulers(
    @Args('architectureId', { type: () => Int, description: "The architecture's id." })
    architectureId: number,
  ): Promise<Scheduler[]> {
    return this.catalog.listSchedulers(architectureId);
  }

  @Query(() => [ModelCategory], { description: 'Every model category, by id.' })
  modelCategories(): Promise<ModelCategory[]> {
    return this.catalog.listCategories();
  }

  @ResolveField(() => Architecture, {
    nullable: true,
    description: "The model's architecture (model family).",
  })
  architecture(@Parent() model: Model, @Context() context: GraphQLContext) {
    return context.loaders.architecture.load(model.architectureId);
  }

  @ResolveField(() => ModelCategory, { nullable: true, description: "The model's category." })
  modelCategory(@Parent() model: Model, @Context() context: GraphQLContext) {
    return context.loaders.category.load(model.modelCategoryId);
  }
}
