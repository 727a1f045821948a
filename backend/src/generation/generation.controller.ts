import { Body, Controller, Headers, HttpCode, Post, UseInterceptors } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { validatedInput } from '../common/validation/validation.pipe.js';
import { GenerateImagesInput } from './dto/generate-images.input.js';
import { taskObjectToInput } from './generate-task.mapper.js';
import { GenerationLimits } from './generation-limits.interceptor.js';
import { GenerationService } from './generation.service.js';

/** REST compat `POST /api/generate`: body `[taskObject]`, answer `{ data: [{ imageURL, cost, ... }] }`. */
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
    @Headers('x-api-key') providerApiKey?: string,
    @Headers('x-provider-endpoint') providerEndpoint?: string,
  ) {
    const input = await inputOf(body, providerApiKey, providerEndpoint);
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
}

/** The REST task object as the GraphQL input, validated by the same rules. */
async function inputOf(body: unknown, providerApiKey?: string, providerEndpoint?: string) {
  return validatedInput(GenerateImagesInput, {
    ...taskObjectToInput(body),
    ...(providerApiKey ? { providerApiKey } : {}),
    ...(providerEndpoint ? { providerEndpoint } : {}),
  });
}
