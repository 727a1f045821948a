import { Body, Controller } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.js';
import { type GenerationResult } from '../generation/dto/generation-result.js';
import { GenerationPost } from '../generation/counted-as-generation.js';
import { PROVIDER_UNAVAILABLE_503 } from '../generation/generation-rest-answer.js';
import {
  EnhancePromptBody,
  ImageToolBody,
  UploadImageBody,
  UpscaleImageBody,
} from './dto/tool-inputs.js';
import { UploadedImageRest } from './dto/tool-results.js';
import { EnhancedPromptsAnswer, ImageDescriptionAnswer, ToolImageAnswer } from './dto/tool.rest.js';
import { ToolsService } from './tools.service.js';

const PAID_TOOL_ERRORS = [
  {
    status: 400,
    description: 'An invalid input (the field is named), or the provider refused it.',
  },
  402,
  404,
  429,
  502,
  PROVIDER_UNAVAILABLE_503,
] as const;

/**
 * REST calls of the creator tools, with the error shape of POST /api/generate. Image tools answer
 * `{ data: [{ imageURL, cost, ... }] }` like a generation.
 */
@ApiTags('Creator tools')
@Controller()
export class ToolsController {
  constructor(private readonly tools: ToolsService) {}

  @ApiOperation({
    summary: 'Hand the provider an image once; use its imageUUID as seedImage or a tool image',
  })
  @ApiBody({ type: UploadImageBody.schema })
  @ApiOkResponse({ type: UploadedImageRest.schema })
  @ApiErrors(400, 429, 502, 503)
  @GenerationPost('upload-image')
  async uploadImage(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await UploadImageBody.read(body);
    return UploadedImageRest.write(await this.tools.uploadImage(caller, input));
  }

  @ApiOperation({ summary: 'Make an image 2 to 4 times larger (charged)' })
  @ApiBody({ type: UpscaleImageBody.schema })
  @ApiOkResponse({ type: ToolImageAnswer })
  @ApiErrors(...PAID_TOOL_ERRORS)
  @GenerationPost('upscale')
  async upscale(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await UpscaleImageBody.read(body);
    return imageAnswer('upscale', await this.tools.upscale(caller, input));
  }

  @ApiOperation({ summary: "Make an image's background transparent (charged)" })
  @ApiBody({ type: ImageToolBody.schema })
  @ApiOkResponse({ type: ToolImageAnswer })
  @ApiErrors(...PAID_TOOL_ERRORS)
  @GenerationPost('remove-background')
  async removeBackground(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await ImageToolBody.read(body);
    return imageAnswer('removeBackground', await this.tools.removeBackground(caller, input));
  }

  @ApiOperation({ summary: 'Rewrite a prompt with more detail, in a few versions (charged)' })
  @ApiBody({ type: EnhancePromptBody.schema })
  @ApiOkResponse({ type: EnhancedPromptsAnswer.schema })
  @ApiErrors(...PAID_TOOL_ERRORS)
  @GenerationPost('enhance-prompt')
  async enhancePrompt(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await EnhancePromptBody.read(body);
    return EnhancedPromptsAnswer.write(await this.tools.enhancePrompt(caller, input));
  }

  @ApiOperation({ summary: 'Describe an image in words, to use as a prompt (charged)' })
  @ApiBody({ type: ImageToolBody.schema })
  @ApiOkResponse({ type: ImageDescriptionAnswer.schema })
  @ApiErrors(...PAID_TOOL_ERRORS)
  @GenerationPost('describe-image')
  async describeImage(@CurrentUser() caller: AuthenticatedUser, @Body() body: unknown) {
    const input = await ImageToolBody.read(body);
    return ImageDescriptionAnswer.write(await this.tools.describeImage(caller, input));
  }
}

function imageAnswer(taskType: 'upscale' | 'removeBackground', result: GenerationResult) {
  return {
    data: result.images.map((image) => ({ taskType, ...image })),
    generationId: result.generationId,
    totalCost: result.totalCost,
    creditsCharged: result.creditsCharged,
    creditBalance: result.creditBalance,
  };
}
