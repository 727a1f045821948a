import { type Model, type ModelExtras, NO_EXTRAS } from './entities/model.entity.js';
import { isModelType } from './model-type.js';

/** A new model's settings where its source gives none; the admin model form starts from them. */
export const MODEL_DEFAULTS = {
  width: 1024,
  height: 1024,
  steps: 20,
  scheduler: 'Default',
  cfg: 7.5,
} as const;

/** Categories of base models: model type, default settings and feature flags apply to them. */
export const CHECKPOINT_CATEGORIES = ['checkpointBase', 'checkpointInpainting'] as const;
/** Categories whose models carry trigger words. */
export const TRIGGER_WORD_CATEGORIES = ['LoRA', 'Embedding', 'LyCORIS'] as const;

export function isCheckpointCategory(category: string): boolean {
  return (CHECKPOINT_CATEGORIES as readonly string[]).includes(category);
}

function hasTriggerWords(category: string): boolean {
  return (TRIGGER_WORD_CATEGORIES as readonly string[]).includes(category);
}

/** A model's stored columns, as add, update and import write them. */
export type ModelRow = Omit<
  Model,
  'id' | 'createdAt' | 'updatedAt' | 'modelCategory' | 'architecture' | 'accessLevel'
>;

/** What a writer knows of a model; absent settings take MODEL_DEFAULTS. */
export interface ModelFields {
  name: string;
  version?: string | null;
  air: string;
  modelCategoryId: number;
  architectureId: number;
  accessLevelId: number;
  modelType?: string | null;
  tags?: readonly string[] | null;
  heroImage?: string | null;
  isPrivate?: boolean | null;
  defaultWidth?: number | null;
  defaultHeight?: number | null;
  defaultSteps?: number | null;
  defaultScheduler?: string | null;
  defaultCFG?: number | null;
  triggerWords?: readonly string[] | null;
  extras?: ModelExtras | null;
}

/**
 * The one place a model row is made: defaults filled in, CFG kept to one decimal (the column's
 * precision), and the category's rules applied: only checkpoints keep a model type and feature
 * flags, only LoRA, Embedding and LyCORIS keep trigger words. Text is trimmed, empty tags dropped.
 */
export function modelRow(fields: ModelFields, category: string): ModelRow {
  const checkpoint = isCheckpointCategory(category);
  const extras = checkpoint && fields.extras ? fields.extras : NO_EXTRAS;
  const trimmedList = (items?: readonly string[] | null) =>
    (items ?? []).map((item) => item.trim()).filter(Boolean);
  return {
    name: fields.name.trim(),
    version: fields.version?.trim() || null,
    air: fields.air.trim(),
    modelCategoryId: fields.modelCategoryId,
    architectureId: fields.architectureId,
    modelType: checkpoint && isModelType(fields.modelType) ? fields.modelType : null,
    tags: trimmedList(fields.tags),
    heroImage: fields.heroImage?.trim() || null,
    isPrivate: fields.isPrivate ?? false,
    defaultWidth: fields.defaultWidth ?? MODEL_DEFAULTS.width,
    defaultHeight: fields.defaultHeight ?? MODEL_DEFAULTS.height,
    defaultSteps: fields.defaultSteps ?? MODEL_DEFAULTS.steps,
    defaultScheduler: fields.defaultScheduler?.trim() || MODEL_DEFAULTS.scheduler,
    defaultCFG: Math.round((fields.defaultCFG ?? MODEL_DEFAULTS.cfg) * 10) / 10,
    accessLevelId: fields.accessLevelId,
    triggerWords: hasTriggerWords(category) ? trimmedList(fields.triggerWords) : [],
    extras: {
      lora: extras.lora,
      controlnet: extras.controlnet,
      vae: extras.vae,
      ipadapter: extras.ipadapter,
      embeddings: extras.embeddings,
    },
  };
}
