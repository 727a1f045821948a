import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { GenerateImagesInput } from './dto/generate-images.input.js';
import { GenerationEstimate } from './dto/generation-estimate.js';
import { GenerationPage, GenerationPageArgs } from './dto/generation-page.js';
import { GenerationResult } from './dto/generation-result.js';
import { Generation } from './entities/generation.entity.js';
import { CountedAsGeneration } from './counted-as-generation.js';
import { GenerationService } from './generation.service.js';
import { GenerationCancellation } from './generation-cancellation.js';
import { HeldSlot, type SlotLease } from './generation-slots.js';

@Resolver()
export class GenerationResolver {
  constructor(
    private readonly generations: GenerationService,
    private readonly cancellation: GenerationCancellation,
  ) {}

  @Mutation(() => GenerationResult, {
    description:
      'Generates images and charges credits for them. With async: true it answers at once with status pending and the generation id; follow it with generation(id).',
  })
  @CountedAsGeneration()
  generateImages(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'What to generate.' }) input: GenerateImagesInput,
    @Args('async', {
      type: () => Boolean,
      defaultValue: false,
      description: 'Queue the generation and answer at once instead of waiting for the images.',
    })
    queued: boolean,
    @HeldSlot() slot?: SlotLease,
  ): Promise<GenerationResult> {
    return queued
      ? this.generations.enqueue(caller, input, slot)
      : this.generations.generate(caller, input, slot);
  }

  @Mutation(() => Generation, {
    description:
      'Cancels one of the caller’s unfinished generations. Not yet sent to the provider: it ends cancelled at once and its hold is returned. Already sent: the provider cannot stop it, so it is marked cancelRequested and settles as it ends. Cancelling a cancelled one answers it again; a finished one is a CONFLICT; an unknown id is NOT_FOUND.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  cancelGeneration(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The generation's id (generationId)." }) id: string,
  ): Promise<Generation> {
    return this.cancellation.cancel(caller.user.id, id);
  }

  @Query(() => GenerationEstimate, {
    description:
      'The credits a generation request would hold, checked like generateImages but never sent.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  estimateGeneration(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The request to price, as generateImages would take it.' })
    input: GenerateImagesInput,
  ): Promise<GenerationEstimate> {
    return this.generations.estimate(caller, input);
  }

  @Query(() => Generation, {
    nullable: true,
    description: 'One of the caller’s generations by id (null when there is none).',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myGeneration(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The generation's id (generationId)." }) id: string,
  ): Promise<Generation | null> {
    return this.generations.one(caller.user.id, id);
  }

  @Query(() => Generation, {
    nullable: true,
    description:
      "One of the caller's generations by id: status (pending, running, succeeded, failed, cancelled; unknown while the provider's answer is reconciled), images, cost and error. Null when there is none.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  generation(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The generation's id (generationId)." }) id: string,
  ): Promise<Generation | null> {
    return this.generations.one(caller.user.id, id);
  }

  @Query(() => GenerationPage, {
    description:
      "The caller's generations (model, parameters, cost, duration, outcome), newest first.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  myGenerations(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { first, after }: GenerationPageArgs,
  ): Promise<GenerationPage> {
    return this.generations.history(caller.user.id, first, after);
  }
}
