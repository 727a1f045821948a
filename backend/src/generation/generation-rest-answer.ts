import { ApiQuery } from '@nestjs/swagger';
import { type Response } from 'express';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerationResult } from './dto/generation-result.js';

/** Documents the `?async` query that asyncFlag reads. */
export const ApiAsyncQuery = () =>
  ApiQuery({
    name: 'async',
    required: false,
    enum: ['true', 'false', '1', '0'],
    description: 'true: queue the generation and answer at once (202).',
  });

/** A REST generation's 403: the model is beyond the caller's level, or the key lacks a scope. */
export const MODEL_ACCESS_403 = {
  status: 403,
  description: 'The model is above your membership level, or a key scope.',
} as const;

/** A generating route's 503, by maintenance or by the provider. */
export const PROVIDER_UNAVAILABLE_503 = {
  status: 503,
  description: 'Maintenance mode, or the provider is unavailable.',
} as const;

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
