import { applyDecorators } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiQuery, type HeadersObject } from '@nestjs/swagger';
import { type Response } from 'express';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { ApiErrors, type DocumentedError } from '../common/openapi/api-errors.js';
import { GenerationPost } from './counted-as-generation.js';
import { GenerateAnswer, GenerationQueued } from './dto/generate-task.rest.js';
import { type GenerationResult } from './dto/generation-result.js';

/** Documents the `?async` query that asyncFlag reads. */
const ApiAsyncQuery = () =>
  ApiQuery({
    name: 'async',
    required: false,
    enum: ['true', 'false', '1', '0'],
    description: 'true: queue the generation and answer at once (202).',
  });

/** A REST generation's 403: the model is beyond the caller's level, or the key lacks a scope. */
const MODEL_ACCESS_403 = {
  status: 403,
  description: 'The model is above your membership level, or a key scope.',
} as const;

/** A generating route's 503, by maintenance or by the provider. */
export const PROVIDER_UNAVAILABLE_503 = {
  status: 503,
  description: 'Maintenance mode, or the provider is unavailable.',
} as const;

/**
 * A REST POST that has the provider work and answers as POST /api/generate does: waitedAnswer, or
 * with `?async=true` queuedAnswer (202). Documents both answers (each with `headers`) and the
 * errors every such route has: 400 (`invalid` says which), 402, 403, the route's `own`, 429, 502
 * and 503.
 */
export function AsyncGenerationPost(
  path: string,
  { invalid, own, headers }: { invalid: string; own: DocumentedError[]; headers?: HeadersObject },
) {
  const answerHeaders = headers ? { headers } : {};
  // In the order a stack of them on the route applies (bottom first), which the document keeps:
  // the 403 for the model's level follows the one Authenticated documents.
  return applyDecorators(
    GenerationPost(path),
    ApiErrors(
      { status: 400, description: invalid },
      402,
      MODEL_ACCESS_403,
      ...own,
      429,
      502,
      PROVIDER_UNAVAILABLE_503,
    ),
    ApiAcceptedResponse({
      type: GenerationQueued,
      description: 'Queued (`?async=true`).',
      ...answerHeaders,
    }),
    ApiOkResponse({ type: GenerateAnswer, ...answerHeaders }),
    ApiAsyncQuery(),
  );
}

/** `?async=true` (or 1) queues the generation; absent, false or 0 waits for it. */
export function asyncFlag(value: unknown): boolean {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new ValidationFailedError('async must be true or false', { field: 'async' });
}

/** A generation waited for, as the REST compat API answers it (`{ data: [...] }`). */
export function waitedAnswer(result: GenerationResult) {
  return {
    data: result.images.map((image) => ({ taskType: 'imageInference', ...image })),
    generationId: result.generationId,
    totalCost: result.totalCost,
    creditsCharged: result.creditsCharged,
    creditBalance: result.creditBalance,
  };
}

/** A generation queued by `?async=true`: 202 and what to follow at GET /api/generations/{id}. */
export function queuedAnswer(
  response: Response,
  queued: Pick<GenerationResult, 'generationId' | 'status'>,
) {
  response.status(202);
  return { generationId: queued.generationId, status: queued.status };
}
