import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import { formatCredits, formatUsdFixed } from '../../lib/format';
import { type RefinementFact, refinementFacts } from '../generator/refinementText';

// How a past generation reads in the history and its details: what was asked, of which model,
// what it cost and how long it took. Parameters are the generate call's input as the server kept it.

type Generation = GenerationHistoryEntryFragment;

function parameter(generation: Pick<Generation, 'parameters'>, key: string): unknown {
  const { parameters } = generation;
  return typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters)
    ? (parameters as Record<string, unknown>)[key]
    : undefined;
}

function textParameter(generation: Pick<Generation, 'parameters'>, key: string): string {
  const value = parameter(generation, key);
  return typeof value === 'string' ? value.trim() : '';
}

export function generationPrompt(generation: Pick<Generation, 'parameters'>): string {
  return textParameter(generation, 'prompt');
}

export function generationNegativePrompt(generation: Pick<Generation, 'parameters'>): string {
  return textParameter(generation, 'negativePrompt');
}

/** The model's display name; its identifier when the model is gone from the catalogue. */
export function generationModel(generation: Pick<Generation, 'modelName' | 'modelAir'>): string {
  return generation.modelName?.trim() || generation.modelAir;
}

/** "1024×1536 · 2 images"; the size is left out when the parameters do not say it. */
export function generationSize(generation: Pick<Generation, 'parameters' | 'imageCount'>): string {
  const width = parameter(generation, 'width');
  const height = parameter(generation, 'height');
  const count = `${generation.imageCount} ${generation.imageCount === 1 ? 'image' : 'images'}`;
  return typeof width === 'number' && typeof height === 'number'
    ? `${width}×${height} · ${count}`
    : count;
}

/** The refinements it was made with: hires fix, face refinement, a transparent background. */
export function generationRefinements(
  generation: Pick<Generation, 'parameters'>,
): RefinementFact[] {
  const { parameters } = generation;
  return typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters)
    ? refinementFacts(parameters as Record<string, unknown>)
    : [];
}

/** The provider's charge in dollars with 4 decimals ("$0.0040"); "—" while unknown. */
export function formatProviderCost(usd: number | null): string {
  return usd === null ? '—' : formatUsdFixed(usd, 4);
}

/**
 * What the generation cost the user. `charged` is false when their own provider key paid for it;
 * a failed generation's hold is refunded, a pending one's still held.
 */
export function generationCredits(
  generation: Pick<Generation, 'status' | 'charged' | 'creditsCharged'>,
): string {
  if (!generation.charged) return 'Own API key, no credits';
  if (generation.status === 'pending') return 'Credits on hold';
  if (generation.status === 'failed') return 'Refunded';
  return `${formatCredits(generation.creditsCharged)} credits`;
}

/** "3.2 s"; "—" while it is still running. */
export function formatDuration(durationMs: number | null): string {
  return durationMs === null ? '—' : `${(durationMs / 1000).toFixed(1)} s`;
}
