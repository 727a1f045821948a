import { type Dispatch, useEffect, useMemo } from 'react';
import type { SectionVisibility } from '../buildGenerateInput';
import { capabilityLimits } from '../capabilityLimits';
import { useArchitectureSupport, type useGeneratorCatalog } from '../catalog/useGeneratorCatalog';
import type { GenerationParameters } from '../generationParameters';
import { STANDARD_SIZE_PRESETS } from '../sizeRules';
import type { ParametersAction } from '../state/parametersReducer';

export type GeneratorCatalog = ReturnType<typeof useGeneratorCatalog>;

/**
 * The form's model and what its architecture offers: the limits, schedulers, size presets and
 * sections of the settings, the add-on catalogue. A model or scheduler the catalogue does not
 * offer gives way to the first model by name, the architecture's default scheduler.
 */
export function useSelectedModel(
  catalog: GeneratorCatalog,
  parameters: GenerationParameters,
  dispatch: Dispatch<ParametersAction>,
) {
  'use memo';
  // The form's model, once the catalogue has it: past results shown on opening are its own.
  const formModel =
    catalog.baseStatus === 'ready' &&
    catalog.baseModels.some((model) => model.civitAIR === parameters.model_id)
      ? parameters.model_id
      : null;

  const { baseModels, baseStatus } = catalog;
  const baseOptions = useMemo(() => baseModels.map((model) => ({ model })), [baseModels]);
  const selectedModel = baseModels.find((model) => model.civitAIR === parameters.model_id);

  // With no (known) model chosen, the first by name is.
  const firstModel = baseModels[0];
  useEffect(() => {
    if (baseStatus === 'ready' && !selectedModel && firstModel) {
      dispatch({ type: 'update', changes: { model_id: firstModel.civitAIR } });
    }
  }, [baseStatus, selectedModel, firstModel, dispatch]);

  const architectureNames = useMemo(
    () => new Map(catalog.architectures.map((entry) => [entry.id, entry.architecture])),
    [catalog.architectures],
  );
  const architectureId = selectedModel?.architectureId;
  const architecture =
    architectureId === undefined ? undefined : architectureNames.get(architectureId);
  const support = useArchitectureSupport(architectureId);
  // What the architecture accepts (negative prompt, steps, size, weights) is its capability's.
  const limits = useMemo(() => capabilityLimits(support.capability), [support.capability]);

  // A scheduler the architecture does not offer gives way to its default.
  const { schedulers } = support;
  useEffect(() => {
    if (schedulers.length === 0) return;
    if (schedulers.some((scheduler) => scheduler.schedulerKey === parameters.scheduler)) return;
    const fallback = schedulers.find((scheduler) => scheduler.isDefault) ?? schedulers[0];
    if (fallback) dispatch({ type: 'update', changes: { scheduler: fallback.schedulerKey } });
  }, [schedulers, parameters.scheduler, dispatch]);

  const sizePresets = useMemo(
    () =>
      support.sizePresets.length > 0
        ? [...support.sizePresets].sort((a, b) => a.sortOrder - b.sortOrder)
        : STANDARD_SIZE_PRESETS,
    [support.sizePresets],
  );

  const referenceImages = support.capability?.maxReferenceImages ?? 0;
  const sections: SectionVisibility = {
    lora: Boolean(support.capability?.supportsLoRA || selectedModel?.extras.lora),
    embedding: Boolean(support.capability?.supportsEmbeddings || selectedModel?.extras.embeddings),
    controlnet: Boolean(selectedModel?.extras.controlnet),
    ipadapter: Boolean(selectedModel?.extras.ipadapter),
    vae: Boolean(selectedModel?.extras.vae),
    // Only what the architecture's capabilities offer: a character needs PuLID, a style an
    // IP-Adapter; where it edits reference images (FLUX.1 Kontext) either kind's images are edited.
    references: {
      character: referenceImages > 0 || Boolean(support.capability?.supportsPulid),
      style: referenceImages > 0 || Boolean(selectedModel?.extras.ipadapter),
      edit: referenceImages > 0,
    },
    referenceImages,
    seedImage: support.capability?.supportsSeedImage !== false,
  };

  const addOnCatalog = useMemo(
    () => ({
      models: catalog.models,
      categories: catalog.categories,
      architectureNames,
      status: catalog.addOnStatus,
      retry: catalog.retry,
    }),
    [catalog.models, catalog.categories, architectureNames, catalog.addOnStatus, catalog.retry],
  );

  const modelNames = useMemo(
    () => new Map(baseModels.map((model) => [model.civitAIR, model.name])),
    [baseModels],
  );
  // Generating while the list loads or after it failed would send a model nobody chose.
  const modelReady = baseStatus === 'ready' && selectedModel !== undefined;

  return {
    formModel,
    baseOptions,
    architectureNames,
    architectureId,
    architecture,
    capability: support.capability,
    limits,
    schedulers,
    sizePresets,
    sections,
    addOnCatalog,
    modelNames,
    modelReady,
  };
}

export type SelectedModel = ReturnType<typeof useSelectedModel>;
