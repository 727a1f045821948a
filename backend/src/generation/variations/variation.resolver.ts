import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { Authenticated } from '../../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { GenerationEstimate } from '../dto/generation-estimate.js';
import { GenerationResult } from '../dto/generation-result.js';
import { CountedAsGeneration } from '../counted-as-generation.js';
import { HeldSlot, type SlotLease } from '../generation-slots.js';
import { ImageVariations } from './image-variations.js';
import { VaryImageInput } from './vary-image.input.js';

@Resolver()
export class VariationResolver {
  constructor(private readonly variations: ImageVariations) {}

  @Mutation(() => GenerationResult, {
    description:
      "Vary one of your images: image to image from it with its prompt and settings, a new seed and the strength (SUBTLE or STRONG) its model's architecture calls for; charged as generateImages. With async: true it answers at once with status pending.",
  })
  @CountedAsGeneration()
  varyImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image and how far to move from it.' })
    input: VaryImageInput,
    @Args('async', {
      type: () => Boolean,
      defaultValue: false,
      description: 'Queue the generation and answer at once instead of waiting for the image.',
    })
    queued: boolean,
    @HeldSlot() slot?: SlotLease,
  ): Promise<GenerationResult> {
    return this.variations.vary(caller, input, queued, slot);
  }

  @Query(() => GenerationEstimate, {
    description: 'The credits varyImage would hold for this image and strength, never sent.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  estimateVariation(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The variation to price, as varyImage would take it.' })
    input: VaryImageInput,
  ): Promise<GenerationEstimate> {
    return this.variations.estimate(caller, input);
  }
}
