import { type Generation } from './entities/generation.entity.js';

/**
 * A generation as REST consumers follow it: status (pending, running, succeeded, failed,
 * cancelled, or unknown while the provider's answer is reconciled), whether its owner asked to
 * cancel it, its images, what it cost, why it failed, and the shared image it remixes.
 */
export function generationView(generation: Generation) {
  return {
    id: generation.id,
    status: generation.status,
    cancelRequested: generation.cancelRequestedAt != null,
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
    remixedFrom: generation.remixedFrom,
  };
}
