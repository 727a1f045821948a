import type {
  AdminModelFragment,
  AdminModelInput,
  ModelType,
  ProviderModelResultFragment,
} from '../../../graphql/generated/admin/graphql';
import type { AdminReference } from '../adminReference';
import {
  hasFeatures,
  hasModelType,
  hasTriggerWords,
  MODEL_FEATURES,
  MODEL_TYPES,
  type ModelFeature,
} from './categoryRules';
import { formatCommaList, parseCommaList } from './commaList';

/** What the add and edit dialogs hold; lists are typed comma-separated. */
export interface ModelFormValues {
  name: string;
  version?: string;
  civitAIR: string;
  modelCategoryId?: number;
  /** An existing architecture's id, or the name of one the server creates. */
  architecture?: number | string;
  modelType?: ModelType;
  accessLevelId?: number;
  tags?: string;
  triggerWords?: string;
  heroImage?: string;
  isPrivate: boolean;
  defaultWidth: number;
  defaultHeight: number;
  defaultSteps: number;
  defaultScheduler: string;
  defaultCFG: number;
  features: ModelFeature[];
}

/** A new model's settings where it has none of its own, as the server gives them. */
export type ModelDefaults = AdminReference['adminModelDefaults'];

/** The add dialog's starting values: empty, with the server's default settings. */
export function newModelValues(defaults: ModelDefaults): ModelFormValues {
  return {
    name: '',
    civitAIR: '',
    isPrivate: false,
    defaultWidth: defaults.width,
    defaultHeight: defaults.height,
    defaultSteps: defaults.steps,
    defaultScheduler: defaults.scheduler,
    defaultCFG: defaults.cfg,
    features: [],
  };
}

export function modelToFormValues(model: AdminModelFragment): ModelFormValues {
  return {
    name: model.name,
    version: model.version ?? undefined,
    civitAIR: model.civitAIR,
    modelCategoryId: model.modelCategoryId,
    architecture: model.architectureId,
    modelType: model.modelType ?? undefined,
    accessLevelId: model.accessLevelId,
    tags: formatCommaList(model.tags),
    triggerWords: formatCommaList(model.triggerWords),
    heroImage: model.heroImage ?? undefined,
    isPrivate: model.isPrivate,
    defaultWidth: model.defaultWidth,
    defaultHeight: model.defaultHeight,
    defaultSteps: model.defaultSteps,
    defaultScheduler: model.defaultScheduler,
    defaultCFG: model.defaultCFG,
    features: MODEL_FEATURES.map(({ key }) => key).filter((key) => model.extras[key]),
  };
}

const MODEL_TYPE_VALUES = new Set<string>(MODEL_TYPES.map((type) => type.value));
const isModelType = (value: string | null | undefined): value is ModelType =>
  !!value && MODEL_TYPE_VALUES.has(value);

/**
 * A provider search result as the add dialog's starting values: the category and architecture
 * the import would map it to; an architecture we do not have yet goes by its name.
 */
export function providerResultToFormValues(
  result: ProviderModelResultFragment,
  reference: AdminReference,
): ModelFormValues {
  const category = reference.modelCategories.find(
    (entry) => entry.category === result.mappedCategory,
  );
  const architecture = reference.architectures.find(
    (entry) => entry.architecture === result.mappedArchitecture,
  );
  const defaults = newModelValues(reference.adminModelDefaults);
  return {
    ...defaults,
    name: result.name,
    version: result.version ?? undefined,
    civitAIR: result.air,
    modelCategoryId: category?.id,
    architecture: architecture?.id ?? result.mappedArchitecture ?? undefined,
    modelType: isModelType(result.type) ? result.type : undefined,
    tags: formatCommaList(result.tags),
    triggerWords: formatCommaList(parseCommaList(result.positiveTriggerWords)),
    heroImage: result.heroImage ?? undefined,
    isPrivate: result.private,
    defaultWidth: result.defaultWidth ?? defaults.defaultWidth,
    defaultHeight: result.defaultHeight ?? defaults.defaultHeight,
    defaultSteps: result.defaultSteps ?? defaults.defaultSteps,
    defaultScheduler: result.defaultScheduler ?? defaults.defaultScheduler,
    defaultCFG: result.defaultCFG ?? defaults.defaultCFG,
  };
}

const blankToNull = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * The mutation input for the form's values. Sections the category hides are not sent: Model
 * Type for non-checkpoints, Trigger Words outside LoRA/Embedding/LyCORIS, features outside
 * checkpoints. A blank scheduler goes as null: the server fills its default.
 */
export function buildModelInput(
  values: ModelFormValues,
  category: string | undefined,
): AdminModelInput {
  const features = new Set(values.features);
  return {
    name: values.name.trim(),
    version: blankToNull(values.version),
    civitAIR: values.civitAIR.trim(),
    modelCategoryId: values.modelCategoryId as number,
    ...(typeof values.architecture === 'number'
      ? { architectureId: values.architecture }
      : { architectureName: values.architecture?.trim() }),
    modelType: hasModelType(category) ? (values.modelType ?? null) : null,
    tags: parseCommaList(values.tags),
    heroImage: blankToNull(values.heroImage),
    isPrivate: values.isPrivate,
    defaultWidth: values.defaultWidth,
    defaultHeight: values.defaultHeight,
    defaultSteps: values.defaultSteps,
    defaultScheduler: blankToNull(values.defaultScheduler),
    defaultCFG: Math.round(values.defaultCFG * 10) / 10,
    accessLevelId: values.accessLevelId ?? null,
    ...(hasTriggerWords(category) && { triggerWords: parseCommaList(values.triggerWords) }),
    ...(hasFeatures(category) && {
      extras: {
        lora: features.has('lora'),
        controlnet: features.has('controlnet'),
        vae: features.has('vae'),
        ipadapter: features.has('ipadapter'),
        embeddings: features.has('embeddings'),
      },
    }),
  };
}
