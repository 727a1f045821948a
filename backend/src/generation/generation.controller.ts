import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Query,
  Res,
  UseInterceptors,
} from '@nestjs/common';
import { type Response } from 'express';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { validatedInput } from '../common/validation/validation.pipe.js';
import { NotFoundError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { GenerateImagesInput } from './dto/generate-images.input.js';
import { generationView } from './generation-view.js';
import { taskObjectToInput } from './generate-task.mapper.js';
import { GenerationLimits } from './generation-limits.interceptor.js';
import { GenerationService } from './generation.service.js';

/**
 * REST compat `POST /api/generate`: body `[taskObject]`, answer `{ data: [{ imageURL, cost, ... }] }`;
 * with `?async=true` it answers 202 `{ generationId, status: 'pending' }` at once and the caller
 * follows `GET /api/generations/{id}`.
 */
@Controller()
export class GenerationController {
  constructor(private readonly generation: GenerationService) {}

  @Post('generate')
  @HttpCode(200)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  @UseInterceptors(GenerationLimits)
  async generate(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
    @Res({ passthrough: true }) response: Response,
    @Query('async') asyncMode?: unknown,
    @Headers('x-api-key') providerApiKey?: string,
    @Headers('x-provider-endpoint') providerEndpoint?: string,
  ) {
    const queued = asyncFlag(asyncMode);
    const input = await inputOf(body, providerApiKey, providerEndpoint);
    if (queued) {
      const started = await this.generation.enqueue(caller, input);
      response.status(202);
      return { generationId: started.generationId, status: started.status };
    }
    const result = await this.generation.generate(caller, input);
    return {
      data: result.images.map((image) => ({ taskType: 'imageInference', ...image })),
      generationId: result.generationId,
      totalCost: result.totalCost,
      creditsCharged: result.creditsCharged,
      creditBalance: result.creditBalance,
    };
  }

  /** The same body as `POST /api/generate`; answers `{ credits, providerCostUsd, creditBalance, affordable }`. */
  @Post('generate/estimate')
  @HttpCode(200)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async estimate(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: unknown,
    @Headers('x-api-key') providerApiKey?: string,
  ) {
    return this.generation.estimate(caller, await inputOf(body, providerApiKey));
  }

  /** A generation of the caller's, as `POST /api/generate?async=true` consumers follow it. */
  @Get('generations/:id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async generationById(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    const generation = await this.generation.one(caller.user.id, id);
    if (!generation) throw new NotFoundError('Generation not found');
    return generationView(generation);
  }
}

/** `?async=true` (or 1) queues the generation; absent, false or 0 waits for it. */
function asyncFlag(value: unknown): boolean {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ValidationFailedError('async must be true or false', { field: 'async' });
}

/** The REST task object as the GraphQL input, validated by the same rules. */
async function inputOf(body: unknown, providerApiKey?: string, providerEndpoint?: string) {
  return validatedInput(GenerateImagesInput, {
    ...taskObjectToInput(body),
    ...(providerApiKey ? { providerApiKey } : {}),
    ...(providerEndpoint ? { providerEndpoint } : {}),
  });
}
