import { ValidationFailedError } from '../../common/errors/domain-errors.js';

/** The settings a comparison may vary, one per axis. */
export const COMPARISON_PARAMETERS = [
  'steps',
  'cfgScale',
  'scheduler',
  'seed',
  'model',
  'loraWeight',
  'prompt',
] as const;
export type ComparisonParameter = (typeof COMPARISON_PARAMETERS)[number];

/** What a row or column header calls each parameter. */
export const COMPARISON_PARAMETER_NAMES: Record<ComparisonParameter, string> = {
  steps: 'Steps',
  cfgScale: 'CFG',
  scheduler: 'Sampler',
  seed: 'Seed',
  model: 'Model',
  loraWeight: 'LoRA weight',
  prompt: 'Prompt',
};

/** The most values one axis takes, and so the most cells (5 × 5) one comparison runs. */
export const COMPARISON_VALUES_MAX = 5;

/** One axis as the service reads it: a parameter, its values, and for `prompt` the text replaced. */
export interface ComparisonAxis {
  parameter: ComparisonParameter;
  values: string[];
  search?: string | null;
}

const NUMERIC: Partial<Record<ComparisonParameter, 'whole' | 'number'>> = {
  steps: 'whole',
  seed: 'whole',
  cfgScale: 'number',
  loraWeight: 'number',
};

/**
 * The request of one cell: the base request with the axis' value in place (a plain object,
 * validated as a GenerateImagesInput afterwards). A value that cannot be the parameter's type is
 * refused here, naming `field` (`x.values[2]`).
 */
export function withAxisValue(
  request: Record<string, unknown>,
  axis: ComparisonAxis,
  index: number,
  field: string,
): Record<string, unknown> {
  const raw = axis.values[index].trim();
  const at = `${field}.values[${index}]`;
  const kind = NUMERIC[axis.parameter];
  const value = kind ? Number(raw) : raw;
  if (
    kind &&
    (raw === '' || !Number.isFinite(value) || (kind === 'whole' && !Number.isInteger(value)))
  )
    throw new ValidationFailedError(
      `${at}: ${COMPARISON_PARAMETER_NAMES[axis.parameter]} must be ${kind === 'whole' ? 'a whole number' : 'a number'}`,
      { field: at },
    );
  if (!kind && raw === '' && axis.parameter !== 'prompt')
    throw new ValidationFailedError(`${at}: a value is required`, { field: at });
  switch (axis.parameter) {
    case 'loraWeight': {
      const loras = request.loras as { model: string; weight?: number }[] | undefined;
      if (!loras?.length)
        throw new ValidationFailedError(
          `${field}.parameter: LoRA weight needs a LoRA in the settings`,
          {
            field: `${field}.parameter`,
          },
        );
      return { ...request, loras: [{ ...loras[0], weight: value }, ...loras.slice(1)] };
    }
    case 'prompt': {
      const search = axis.search ?? '';
      const prompt = String(request.prompt ?? '');
      if (!search || !prompt.includes(search))
        throw new ValidationFailedError(
          `${field}.search: the text to replace is not in the prompt`,
          {
            field: `${field}.search`,
          },
        );
      return { ...request, prompt: prompt.split(search).join(axis.values[index]) };
    }
    default:
      return { ...request, [axis.parameter]: value };
  }
}

/** A header: the parameter's name and the value (`CFG 7`, `Prompt: fox`). */
export function axisLabel(axis: ComparisonAxis, index: number): string {
  const name = COMPARISON_PARAMETER_NAMES[axis.parameter];
  const value = axis.values[index].trim();
  return axis.parameter === 'prompt' ? `${axis.search} → ${value}` : `${name} ${value}`;
}
