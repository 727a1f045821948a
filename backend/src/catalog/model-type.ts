import { closedEnum } from '../common/graphql/closed-enum.js';

/** What a checkpoint is for (spec part 2: modelType base, inpainting or refiner). */
export const MODEL_TYPES = ['base', 'inpainting', 'refiner'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];
export const ModelTypeEnum = closedEnum('ModelType', MODEL_TYPES, 'What a checkpoint is for.');

/** The stored-models filter also offers Style (spec part 2, Admin panel): it matches models of that type. */
export const FILTER_MODEL_TYPES = [...MODEL_TYPES, 'style'] as const;
export const ModelTypeFilterEnum = closedEnum(
  'ModelTypeFilter',
  FILTER_MODEL_TYPES,
  'A model type to list stored models by.',
);

export function isModelType(value: unknown): value is ModelType {
  return MODEL_TYPES.includes(value as ModelType);
}
