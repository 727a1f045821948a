import type { ArchitectureSupportQuery } from '../../graphql/generated/graphql';
import { type GenerationParameters, LIMITS } from './generationParameters';

export type Capability = ArchitectureSupportQuery['architectureCapability'];

export interface Range {
  min: number;
  max: number;
}

/** The sizes an architecture accepts: multiples of `multiple` from `min` to `max` pixels. */
export interface DimensionRule extends Range {
  multiple: number;
}

/** The weight range of each add-on list (the provider takes less for ControlNet and IP-Adapter). */
export interface WeightRanges {
  lora: Range;
  controlNet: Range;
  ipAdapter: Range;
}

/** The refinements an architecture takes: its capability's switches. */
export type RefinementSupport = Pick<
  NonNullable<Capability>,
  'supportsHiresFix' | 'supportsFaceRefinement' | 'supportsTransparentBackground'
>;

/** What the selected architecture accepts, as the server checks it before generating. */
export interface CapabilityLimits {
  negativePromptSupported: boolean;
  /** Null while no capability is known: no refinement is offered. */
  refinements: RefinementSupport | null;
  steps: Range;
  weights: WeightRanges;
  /** Null while no capability is known: the size is sent as typed. */
  dimension: DimensionRule | null;
}

/** The limits of a capability, or today's fixed limits while none is loaded. */
export function capabilityLimits(capability: Capability | null | undefined): CapabilityLimits {
  if (!capability) {
    const weight = { min: LIMITS.weight.min, max: LIMITS.weight.max };
    return {
      negativePromptSupported: true,
      refinements: null,
      steps: { min: LIMITS.steps.min, max: LIMITS.steps.max },
      weights: { lora: weight, controlNet: weight, ipAdapter: weight },
      dimension: null,
    };
  }
  return {
    negativePromptSupported: capability.supportsNegativePrompt,
    refinements: capability,
    steps: { min: capability.minSteps, max: capability.maxSteps },
    weights: {
      lora: { min: capability.minLoraWeight, max: capability.maxLoraWeight },
      controlNet: { min: capability.minControlNetWeight, max: capability.maxControlNetWeight },
      ipAdapter: { min: capability.minIpAdapterWeight, max: capability.maxIpAdapterWeight },
    },
    dimension: {
      min: capability.minDimension,
      max: capability.maxDimension,
      multiple: Math.max(1, capability.dimensionMultiple),
    },
  };
}

export function clamp(value: number, { min, max }: Range): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The nearest size the architecture accepts: rounded to the nearest multiple, then kept between
 * the smallest and largest multiples inside the range.
 */
export function nearestValidDimension(value: number, rule: DimensionRule | null): number {
  if (!rule) return value;
  const { multiple } = rule;
  const lowest = Math.ceil(rule.min / multiple) * multiple;
  const highest = Math.floor(rule.max / multiple) * multiple;
  return Math.min(highest, Math.max(lowest, Math.round(value / multiple) * multiple));
}

/** A size the architecture refuses: the nearest one it accepts, and the hint that says so. */
export interface SizeAdvice {
  width: number;
  height: number;
  hint: string;
}

/**
 * What the size inputs say as soon as the typed size is one the provider refuses, else null. The
 * size is still sent as typed unless the nearest is taken: the server's refusal has its own panel
 * ('Image Dimension Error').
 */
export function sizeAdvice(
  size: { width: number; height: number },
  rule: DimensionRule | null,
): SizeAdvice | null {
  if (!rule) return null;
  const width = nearestValidDimension(size.width, rule);
  const height = nearestValidDimension(size.height, rule);
  if (width === size.width && height === size.height) return null;
  const outOfRange = [size.width, size.height].some((side) => side < rule.min || side > rule.max);
  const accepted = outOfRange
    ? `sizes are multiples of ${rule.multiple} from ${rule.min} to ${rule.max}`
    : `sizes are multiples of ${rule.multiple}`;
  return { width, height, hint: `Nearest accepted size: ${width}×${height} (${accepted})` };
}

/**
 * The parameters as sent: steps and add-on weights inside the architecture's ranges, and only the
 * refinements it takes, so the server does not refuse what the controls let through (a model of
 * another architecture drops what this one does not take). A typed size is sent as typed (see
 * sizeAdvice).
 */
export function fitToLimits(
  parameters: GenerationParameters,
  limits: CapabilityLimits,
): GenerationParameters {
  const weighted = <T extends { weight: number }>(items: T[], range: Range) =>
    items.map((item) => ({ ...item, weight: clamp(item.weight, range) }));
  const supports = limits.refinements;
  return {
    ...parameters,
    steps: Number.isFinite(parameters.steps)
      ? clamp(parameters.steps, limits.steps)
      : parameters.steps,
    loras: weighted(parameters.loras, limits.weights.lora),
    // The server weighs embeddings within the LoRA range.
    embeddings: weighted(parameters.embeddings, limits.weights.lora),
    controlnets: weighted(parameters.controlnets, limits.weights.controlNet),
    ipadapters: weighted(parameters.ipadapters, limits.weights.ipAdapter),
    hiresFix: supports?.supportsHiresFix ? parameters.hiresFix : null,
    faceRefinement: supports?.supportsFaceRefinement ? parameters.faceRefinement : null,
    transparentBackground:
      parameters.transparentBackground && supports?.supportsTransparentBackground === true,
  };
}
