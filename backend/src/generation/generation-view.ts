import { type Generation } from './entities/generation.entity.js';

/**
 * A generation as REST consumers follow it: status (pending, running, succeeded, failed, or
 * unknown while the provider's answer is reconciled), its images, what it cost, and why it failed.
 */
export function generationView(generation: Generation) {
  return {
    id: generation.id,
    status: generation.status,
    model: generation.modelAir,
    images: generation.images,
    cost: generation.providerCostUsd,
    creditsCharged: generation.creditsCharged,
    error:
      generation.status === 'failed' && generation.errorCode
        ? { code: generation.errorCode, message: generation.errorMessage }
        : null,
    createdAt: generation.createdAt,
    completedAt: generation.completedAt,
  };
}
