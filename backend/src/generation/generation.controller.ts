import { HeldSlot, type SlotLease } from './generation-slots.js';
import { applyDecorators, Body, Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { UserPost } from '../common/http/user-post.decorator.js';
import { validatedInput } from '../common/validation/validation.pipe.js';
import { NotFoundError } from '../common/errors/domain-errors.js';
import {
  AsyncGenerationPost,
  asyncFlag,
  queuedAnswer,
  waitedAnswer,
} from './generation-rest-answer.js';
import { GenerateImagesInput } from './dto/generate-images.input.js';
import { generationView } from './generation-view.js';
import { taskObjectToInput } from './generate-task.mapper.js';
import { GenerationService } from './generation.service.js';
import { GenerationCancellation } from './generation-cancellation.js';
import {
  ApiBody,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';
import { GenerateTask, GenerationEstimateView, GenerationView } from './dto/generate-task.rest.js';

const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { description: 'Requests allowed per minute.', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Requests left this minute.', schema: { type: 'integer' } },
  'RateLimit-Reset': {
    description: 'Seconds until the window resets.',
    schema: { type: 'integer' },
  },
} as const;

/** The body of generate and its estimate, `[taskObject]`, and the caller's own provider key. */
function ApiGenerateTaskBody() {
  return applyDecorators(
    ApiExtraModels(GenerateTask),
    ApiBody({
      description: 'An array holding one task object (a bare task object is taken too).',
      schema: {
        oneOf: [
          { type: 'array', items: { $ref: getSchemaPath(GenerateTask) }, minItems: 1, maxItems: 1 },
          { $ref: getSchemaPath(GenerateTask) },
        ],
      },
    }),
    ApiHeader({
      name: 'x-api-key',
      required: false,
      description:
        "Your own provider (Runware) key for this call only: never stored; the generation is not charged. Not this API's key.",
    }),
  );
}

/**
 * REST compat `POST /api/generate`: body `[taskObject]`, answer `{ data: [{ imageURL, cost, ... }] }`;
 * with `?async=true` it answers 202 `{ generationId, status: 'pending' }` at once and the caller
 * follows `GET /api/generations/{id}`.
 */
@ApiTags('Generation')
@Controller()
export class GenerationController {
  constructor(
    private readonly generation: GenerationService,
    private readonly cancellation: GenerationCancellation,
  ) {}

  @ApiOperation({
    summary: 'Generate images',
    description:
      'Waits for the images, or with `?async=true` answers 202 at once: follow GET /api/generations/{generationId}. Answers carry RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset.',
  })
  @ApiGenerateTaskBody()
  @ApiHeader({
    name: 'x-provider-endpoint',
    required: false,
    description: "Your own provider endpoint; only origins on the operator's allow-list.",
  })
  @AsyncGenerationPost('generate', {
    invalid: 'An invalid task, or the provider refused it (its own code).',
    own: [
      {
        status: 409,
        description:
          'The taskUUID was already used, or its owner cancelled the generation before it reached the provider (the hold was returned).',
      },
    ],
    headers: RATE_LIMIT_HEADERS,
  })
  async generate(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
    @Query('async') asyncMode?: unknown,
    @Headers('x-api-key') providerApiKey?: string,
    @Headers('x-provider-endpoint') providerEndpoint?: string,
    @HeldSlot() slot?: SlotLease,
  ) {
    const queued = asyncFlag(asyncMode);
    const input = await inputOf(body, providerApiKey, providerEndpoint);
    if (queued) return queuedAnswer(response, await this.generation.enqueue(caller, input, slot));
    return waitedAnswer(await this.generation.generate(caller, input, slot));
  }

  /** The same body as `POST /api/generate`; answers `{ credits, providerCostUsd, creditBalance, affordable }`. */
  @ApiOperation({ summary: 'What a generation request would hold in credits, without generating' })
  @ApiGenerateTaskBody()
  @ApiOkResponse({ type: GenerationEstimateView })
  @ApiErrors(400, 403)
  @UserPost('generate/estimate', ApiKeyScope.generate)
  async estimate(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
    @Headers('x-api-key') providerApiKey?: string,
  ) {
    return this.generation.estimate(caller, await inputOf(body, providerApiKey));
  }

  /** A generation of the caller's, as `POST /api/generate?async=true` consumers follow it. */
  @ApiOperation({ summary: "One of the caller's generations (follow an async one)" })
  @ApiOkResponse({ type: GenerationView })
  @ApiErrors(404)
  @Get('generations/:id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async generationById(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    const generation = await this.generation.one(caller.user.id, id);
    if (!generation) throw new NotFoundError('Generation not found');
    return generationView(generation);
  }

  /** The same rules as GraphQL cancelGeneration (GenerationCancellation). */
  @ApiOperation({
    summary: "Cancel one of the caller's generations",
    description:
      'Not yet sent to the provider: it ends `cancelled` at once and its hold is returned. Already sent: the provider cannot stop it, so it answers with `cancelRequested: true` and settles as it ends. Cancelling a cancelled one answers it again.',
  })
  @ApiOkResponse({ type: GenerationView })
  @ApiErrors(404, { status: 409, description: 'It has already finished (succeeded or failed).' })
  @UserPost('generations/:id/cancel', ApiKeyScope.generate)
  async cancel(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    return generationView(await this.cancellation.cancel(caller.user.id, id));
  }
}

/** The REST task object as the GraphQL input, validated by the same rules. */
async function inputOf(body: unknown, providerApiKey?: string, providerEndpoint?: string) {
  return validatedInput(GenerateImagesInput, {
    ...taskObjectToInput(body),
    ...(providerApiKey ? { providerApiKey } : {}),
    ...(providerEndpoint ? { providerEndpoint } : {}),
  });
}
