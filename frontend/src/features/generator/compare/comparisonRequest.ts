import { COMPARISON_VALUES_MAX } from '../../../graphql/generated/limits';
import type {
  ComparisonInput,
  ComparisonParameter,
  GenerateImagesInput,
} from '../../../graphql/generated/graphql';

/** The settings a comparison varies, as the dialog names them. */
export const COMPARISON_PARAMETERS: { value: ComparisonParameter; label: string }[] = [
  { value: 'cfgScale', label: 'CFG' },
  { value: 'steps', label: 'Steps' },
  { value: 'scheduler', label: 'Sampler' },
  { value: 'seed', label: 'Seed' },
  { value: 'model', label: 'Model' },
  { value: 'loraWeight', label: 'LoRA weight' },
  { value: 'prompt', label: 'Prompt search/replace' },
];

/** The most values one axis takes (the server refuses more). */
export const MAX_AXIS_VALUES = COMPARISON_VALUES_MAX;

/** One axis as the dialog holds it: the values as typed, or as picked from a list. */
export interface AxisDraft {
  parameter: ComparisonParameter;
  /** Typed values, separated by commas (by `|` for prompt replacements). */
  text: string;
  /** Picked values (models, samplers). */
  picked: string[];
  /** For prompt: the text of the prompt each value replaces. */
  search: string;
}

/** Settings whose values are picked from a list rather than typed. */
export function isPickedParameter(parameter: ComparisonParameter): boolean {
  return parameter === 'model' || parameter === 'scheduler';
}

export function axisValues(axis: AxisDraft): string[] {
  if (isPickedParameter(axis.parameter)) return axis.picked;
  const separator = axis.parameter === 'prompt' ? '|' : ',';
  return axis.text
    .split(separator)
    .map((value) => value.trim())
    .filter(Boolean);
}

/**
 * The comparison to price and start: the form's generate input (one image per cell, run on the
 * studio's account), and the axes; null while an axis has no value.
 */
export function comparisonInput(
  base: GenerateImagesInput,
  x: AxisDraft,
  y: AxisDraft | null,
): ComparisonInput | null {
  const axis = (draft: AxisDraft) => ({
    parameter: draft.parameter,
    values: axisValues(draft),
    ...(draft.parameter === 'prompt' ? { search: draft.search } : {}),
  });
  const columns = axis(x);
  const rows = y ? axis(y) : null;
  if (columns.values.length === 0 || (rows && rows.values.length === 0)) return null;
  const shared: GenerateImagesInput = { ...base, imageCount: 1 };
  delete shared.providerApiKey;
  delete shared.providerEndpoint;
  delete shared.taskUUID;
  return { base: shared, x: columns, ...(rows ? { y: rows } : {}) };
}
