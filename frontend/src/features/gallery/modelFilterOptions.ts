import { type KnownModel, modelLabel } from './generationDetails';

export interface UsedModel {
  modelId: string;
  /** The catalogue's model; null when it has left the catalogue or may not be used. */
  model: KnownModel | null;
}

export interface ModelFilterOption {
  value: string;
  label: string;
}

/**
 * The model filter's choices: the models of the user's images (and the one filtered by, should
 * its images be gone), by label. Two models that would read alike ("Model 4384" for two versions
 * no longer in the catalogue) are told apart by their ids.
 */
export function modelFilterOptions(
  used: readonly UsedModel[],
  chosen: string | null,
): ModelFilterOption[] {
  const known = used.flatMap((entry) => (entry.model ? [entry.model] : []));
  const ids = new Set([...used.map((entry) => entry.modelId), ...(chosen ? [chosen] : [])]);
  const options = [...ids]
    .filter((modelId) => modelId.trim() !== '')
    .map((modelId) => ({ value: modelId, label: modelLabel(modelId, known) }));
  const labelCounts = new Map<string, number>();
  for (const { label } of options) labelCounts.set(label, (labelCounts.get(label) ?? 0) + 1);
  return options
    .map((option) =>
      (labelCounts.get(option.label) ?? 0) > 1
        ? { ...option, label: `${option.label} (${option.value})` }
        : option,
    )
    .sort((a, b) => a.label.localeCompare(b.label));
}
