import { UseInterceptors } from '@nestjs/common';
import { Args, Mutation, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { GenerationResult } from '../generation/dto/generation-result.js';
import { GenerationLimits } from '../generation/generation-limits.interceptor.js';
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
  @Authenticated('user', { scope: ApiKeyScope.generate })
  @UseInterceptors(GenerationLimits)
  uploadImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image.' }) input: UploadImageInput,
  ) {
    return this.tools.uploadImage(caller, input);
  }

  @Mutation(() => GenerationResult, {
    description: 'Makes an image 2 to 4 times larger; charged like a generation.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  @UseInterceptors(GenerationLimits)
  upscaleImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image and the factor.' }) input: UpscaleImageInput,
  ) {
    return this.tools.upscale(caller, input);
  }

  @Mutation(() => GenerationResult, {
    description: "Makes an image's background transparent (a PNG); charged like a generation.",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  @UseInterceptors(GenerationLimits)
  removeBackground(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image.' }) input: ImageToolInput,
  ) {
    return this.tools.removeBackground(caller, input);
  }

  @Mutation(() => ImageDescription, {
    description: 'Describes an image in words, to use as a prompt; charged like a generation.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  @UseInterceptors(GenerationLimits)
  describeImage(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The image.' }) input: ImageToolInput,
  ) {
    return this.tools.describeImage(caller, input);
  }

  @Mutation(() => EnhancedPrompts, {
    description: 'Rewrites a prompt with more detail, in a few versions to choose from; charged.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  @UseInterceptors(GenerationLimits)
  enhancePrompt(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The prompt.' }) input: EnhancePromptInput,
  ) {
    return this.tools.enhancePrompt(caller, input);
  }
}
