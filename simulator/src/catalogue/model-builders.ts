import { architectureOf } from './architectures.js';
import {
  type ArchitectureCode,
  type CatalogueModel,
  type CheckpointDefaults,
  type CheckpointType,
  type ControlNetConditioning,
  type ModelCategory,
} from './catalogue-model.js';

interface CommonFields {
  air: string;
  name: string;
  version: string;
  architecture: ArchitectureCode;
  tags: string[];
  comment?: string;
  private?: boolean;
}

export interface CheckpointFields extends CommonFields {
  type?: CheckpointType;
  defaults?: Partial<CheckpointDefaults>;
  positiveTriggerWords?: string;
}

/** A checkpoint whose unset defaults come from its architecture. */
export function checkpoint(fields: CheckpointFields): CatalogueModel {
  const profile = architectureOf(fields.architecture);
  const type = fields.type ?? 'base';
  return {
    air: fields.air,
    name: fields.name,
    version: fields.version,
    category: 'checkpoint',
    architecture: fields.architecture,
    type,
    tags: fields.tags,
    private: fields.private ?? false,
    comment: fields.comment ?? '',
    defaults: {
      defaultWidth: profile.defaultEdge,
      defaultHeight: profile.defaultEdge,
      defaultSteps: profile.defaultSteps,
      defaultScheduler: profile.defaultScheduler,
      defaultCFG: profile.defaultCFG,
      ...fields.defaults,
    },
    ...(type === 'inpainting' ? { defaultStrength: 0.8 } : {}),
    ...(fields.positiveTriggerWords ? { positiveTriggerWords: fields.positiveTriggerWords } : {}),
  };
}

export interface AdapterFields extends CommonFields {
  category: Exclude<ModelCategory, 'checkpoint'>;
  positiveTriggerWords?: string;
  conditioning?: ControlNetConditioning;
}

/** A LoRA, LyCORIS, ControlNet, VAE, embedding or IP-Adapter. */
export function adapter(fields: AdapterFields): CatalogueModel {
  return {
    air: fields.air,
    name: fields.name,
    version: fields.version,
    category: fields.category,
    architecture: fields.architecture,
    tags: fields.tags,
    private: fields.private ?? false,
    comment: fields.comment ?? '',
    ...(fields.positiveTriggerWords !== undefined
      ? { positiveTriggerWords: fields.positiveTriggerWords }
      : {}),
    ...(fields.conditioning ? { conditioning: fields.conditioning } : {}),
  };
}
