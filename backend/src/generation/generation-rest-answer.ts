import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerationResult } from './dto/generation-result.js';

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
