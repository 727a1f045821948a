import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { type AuthenticatedUser } from '../../common/auth/authenticated-user.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { validatedInput } from '../../common/validation/validation.pipe.js';
import {
  AsyncGenerationPost,
  asyncFlag,
  queuedAnswer,
  waitedAnswer,
} from '../generation-rest-answer.js';
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
  @AsyncGenerationPost('generations/vary', {
    invalid: "An invalid request, or the image's model is no longer in the catalogue.",
    own: [
      { status: 404, description: 'No such image among yours.' },
      { status: 409, description: 'The taskUUID was already used.' },
    ],
  })
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
