import { type Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { restOutput } from '../../common/rest/rest-shape.js';
import { ArchitectureCapability } from '../entities/architecture-capability.entity.js';
import { Architecture } from '../entities/architecture.entity.js';
import { ModelCategory } from '../entities/model-category.entity.js';
import { Model, ModelExtras } from '../entities/model.entity.js';
import { Scheduler } from '../entities/scheduler.entity.js';
import { SizePreset } from '../entities/size-preset.entity.js';

// The catalogue's REST answers, declared over their GraphQL types.

/** A model saved without some of these keys simply lacks them (no). */
const MAY_LACK: ApiPropertyOptions = { required: false };

/** Add-ons a model works with. */
const ModelExtrasView = restOutput(ModelExtras, {
  name: 'ModelExtrasView',
  openApi: {
    lora: MAY_LACK,
    controlnet: MAY_LACK,
    vae: MAY_LACK,
    ipadapter: MAY_LACK,
    embeddings: MAY_LACK,
  },
});

/** A model's GraphQL fields under their REST names; REST names its AIR `civitAIR` as GraphQL does. */
const ModelFields = restOutput(Model, {
  name: 'ModelFields',
  rename: { air: 'civitAIR' },
  // Fields CatalogResolver adds once the schema is built: GraphQL's alone (REST carries the ids).
  omit: ['architecture', 'modelCategory'],
  openApi: {
    air: { example: 'civitai:101055@128078' },
    // A string to REST clients, as it has always been described; the values named here.
    modelType: {
      type: String,
      enum: undefined,
      description:
        'What a checkpoint is for (base, inpainting or refiner); null for add-ons (and checkpoints without one).',
    },
    // A plain reference to ModelExtrasView, as REST has always described it.
    extras: { description: undefined },
  },
  nested: { extras: ModelExtrasView },
});

/**
 * A model of the catalogue (checkpoints and add-ons) as REST answers show it: its GraphQL fields,
 * and when it last changed, which REST has always answered and GraphQL does not offer.
 */
export class ModelView extends (ModelFields.schema as Type<object>) {
  @ApiProperty({ type: String, format: 'date-time', description: 'When it last changed.' })
  updatedAt: string;
}

/** Writes a model as ModelView describes it. */
export const ModelRest = {
  schema: ModelView,
  write: (model: Model) => ({ ...ModelFields.write(model), updatedAt: model.updatedAt }),
};

/** A model family (SDXL 1.0, FLUX.1 D, ...). */
export const ArchitectureView = restOutput(Architecture, {
  name: 'ArchitectureView',
  openApi: { architecture: { example: 'FLUX.1 D' } },
});

/** What an architecture supports and accepts. */
export const ArchitectureCapabilityView = restOutput(ArchitectureCapability, {
  name: 'ArchitectureCapabilityView',
});

export const SizePresetView = restOutput(SizePreset, {
  name: 'SizePresetView',
  openApi: { name: { example: 'square' } },
});

export const SchedulerView = restOutput(Scheduler, {
  name: 'SchedulerView',
});

export const ModelCategoryView = restOutput(ModelCategory, {
  name: 'ModelCategoryView',
  openApi: { category: { example: 'checkpointBase' } },
});
