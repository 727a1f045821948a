import { type ArchitectureCapability } from '../catalog/entities/architecture-capability.entity.js';
import { type Architecture } from '../catalog/entities/architecture.entity.js';
import { DomainError, ValidationFailedError } from '../common/errors/domain-errors.js';
import { type GenerateImagesInput } from './dto/generate-images.input.js';

/**
 * A size the provider would refuse, answered with the provider's own code (invalidWidth,
 * invalidHeight) so clients show the spec's 'Image Dimension Error' panel.
 */
export class InvalidDimensionError extends DomainError {
  readonly code: string;
  readonly status = 400;
  constructor(field: 'width' | 'height', message: string) {
    super(message, { parameter: field, field });
    this.code = field === 'width' ? 'invalidWidth' : 'invalidHeight';
  }
}

type Limits = Pick<
  ArchitectureCapability,
  | 'minSteps'
  | 'maxSteps'
  | 'minDimension'
  | 'maxDimension'
  | 'dimensionMultiple'
  | 'minLoraWeight'
  | 'maxLoraWeight'
  | 'minControlNetWeight'
  | 'maxControlNetWeight'
  | 'minIpAdapterWeight'
  | 'maxIpAdapterWeight'
>;

/**
 * Refuses, before any charge, what the model's architecture does not accept (its capabilities:
 * step range, size range and multiple, the weight range of each add-on list, its schedulers), naming the field. An
 * architecture without recorded capabilities or schedulers is left to the provider.
 */
export function assertWithinArchitectureLimits(
  input: GenerateImagesInput,
  architecture: Architecture | null | undefined,
): void {
  const capability = architecture?.capability;
  if (!architecture || !capability) return;
  const name = architecture.architecture;
  const refuse = (field: string, message: string) => {
    throw new ValidationFailedError(`${message} for ${name}`, { field });
  };
  const limits: Limits = capability;

  if (input.steps !== undefined && (input.steps < limits.minSteps || input.steps > limits.maxSteps))
    refuse('steps', `steps must be between ${limits.minSteps} and ${limits.maxSteps}`);
  for (const field of ['width', 'height'] as const) {
    const value = input[field];
    if (
      value < limits.minDimension ||
      value > limits.maxDimension ||
      value % limits.dimensionMultiple !== 0
    )
      throw new InvalidDimensionError(
        field,
        `${field} must be a multiple of ${limits.dimensionMultiple} between ${limits.minDimension} and ${limits.maxDimension} for ${name}`,
      );
  }
  const adapters = [
    ['loras', input.loras ?? [], limits.minLoraWeight, limits.maxLoraWeight],
    ['embeddings', input.embeddings ?? [], limits.minLoraWeight, limits.maxLoraWeight],
    [
      'controlNets',
      input.controlNets ?? [],
      limits.minControlNetWeight,
      limits.maxControlNetWeight,
    ],
    ['ipAdapters', input.ipAdapters ?? [], limits.minIpAdapterWeight, limits.maxIpAdapterWeight],
  ] as const;
  for (const [list, items, min, max] of adapters) {
    items.forEach((item, index) => {
      if (item.weight < min || item.weight > max)
        refuse(`${list}[${index}].weight`, `weight must be between ${min} and ${max}`);
    });
  }
  const schedulers = architecture.schedulers ?? [];
  if (input.scheduler && schedulers.length > 0) {
    const offered = schedulers.map((scheduler) => scheduler.schedulerKey);
    if (!offered.includes(input.scheduler))
      refuse(
        'scheduler',
        `scheduler "${input.scheduler}" is not offered (use ${offered.join(', ')})`,
      );
  }
}
