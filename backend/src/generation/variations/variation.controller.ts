import { Body, Controller, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { ApiErrors } from '../../common/openapi/api-errors.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import { GenerateAnswer, GenerationQueued } from '../dto/generate-task.rest.js';
import {
  ApiAsyncQuery,
  asyncFlag,
  MODEL_ACCESS_403,
  PROVIDER_UNAVAILABLE_503,
  queuedAnswer,
  waitedAnswer,
} from '../generation-rest-answer.js';
import { GenerationPost } from '../counted-as-generation.js';
import { HeldSlot, type SlotLease } from '../generation-slots.js';
import { ImageVariations } from './image-variations.js';
import { VaryImageInput } from './vary-image.input.js';

/** REST `POST /api/generations/vary`: the same rules as GraphQL varyImage (ImageVariations). */
@ApiTags('Generation')
@Controller()
export class VariationController {
  constructor(private readonly variations: ImageVariations) {}

  @ApiOperation({
    summary: 'Vary one of your images (subtle or strong)',
    description:
      "Image to image from a result (imageUUID) or a saved image (creationId) with its prompt and settings, a new seed and the strength its model's architecture calls for. Waits for the image, or with `?async=true` answers 202 at once: follow GET /api/generations/{generationId}.",
  })
  @ApiBody({ type: VaryImageInput })
  @ApiAsyncQuery()
  @ApiOkResponse({ type: GenerateAnswer })
  @ApiAcceptedResponse({ type: GenerationQueued, description: 'Queued (`?async=true`).' })
  @ApiErrors(
    {
      status: 400,
      description: "An invalid request, or the image's model is no longer in the catalogue.",
    },
    402,
    MODEL_ACCESS_403,
    { status: 404, description: 'No such image among yours.' },
    { status: 409, description: 'The taskUUID was already used.' },
    429,
    502,
    PROVIDER_UNAVAILABLE_503,
  )
  @GenerationPost('generations/vary')
  async vary(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
    @Query('async') asyncMode?: unknown,
    @HeldSlot() slot?: SlotLease,
  ) {
    const queued = asyncFlag(asyncMode);
    const input = await validatedInput(VaryImageInput, (body ?? {}) as object);
    const result = await this.variations.vary(caller, input, queued, slot);
    return queued ? queuedAnswer(response, result) : waitedAnswer(result);
  }
}
