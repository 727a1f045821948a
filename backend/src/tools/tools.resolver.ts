import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { GenerationResult } from '../generation/dto/generation-result.js';
import { CountedAsGeneration } from '../generation/counted-as-generation.js';
import {
  EnhancePromptInput,
  ImageToolInput,
  UploadImageInput,
  UpscaleImageInput,
} from './dto/tool-inputs.js';
import { EnhancedPrompts, ImageDescription, UploadedImage } from './dto/tool-results.js';
import { ToolsService } from './tools.service.js';

/** The creator tools; each counts against the generation limits, like a generation. */
@Resolver()
export class ToolsResolver {
  constructor(private readonly tools: ToolsService) {}

  @Mutation(() => UploadedImage, {
    description:
      'Hands the provider an image once (free), to use by its imageUUID as a seed image or a tool input.',
  })
  @CountedAsGeneration()
  uploadImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image.' }) input: UploadImageInput,
  ) {
    return this.tools.uploadImage(caller, input);
  }

  @Mutation(() => GenerationResult, {
    description: 'Makes an image 2 to 4 times larger; charged like a generation.',
  })
  @CountedAsGeneration()
  upscaleImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image and the factor.' }) input: UpscaleImageInput,
  ) {
    return this.tools.upscale(caller, input);
  }

  @Mutation(() => GenerationResult, {
    description: "Makes an image's background transparent (a PNG); charged like a generation.",
  })
  @CountedAsGeneration()
  removeBackground(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image.' }) input: ImageToolInput,
  ) {
    return this.tools.removeBackground(caller, input);
  }

  @Mutation(() => ImageDescription, {
    description: 'Describes an image in words, to use as a prompt; charged like a generation.',
  })
  @CountedAsGeneration()
  describeImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image.' }) input: ImageToolInput,
  ) {
    return this.tools.describeImage(caller, input);
  }

  @Mutation(() => EnhancedPrompts, {
    description: 'Rewrites a prompt with more detail, in a few versions to choose from; charged.',
  })
  @CountedAsGeneration()
  enhancePrompt(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The prompt.' }) input: EnhancePromptInput,
  ) {
    return this.tools.enhancePrompt(caller, input);
  }
}
