import { closedEnum } from '../common/graphql/closed-enum.js';

/** What a checkpoint is for. */
export const MODEL_TYPES = ['base', 'inpainting', 'refiner'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];
export const ModelTypeEnum = closedEnum('ModelType', MODEL_TYPES, 'What a checkpoint is for.');

/** The admin's stored-models filter also offers Style: it matches models of that type. */
export const FILTER_MODEL_TYPES = [...MODEL_TYPES, 'style'] as const;
export const ModelTypeFilterEnum = closedEnum(
  'ModelTypeFilter',
  FILTER_MODEL_TYPES,
  'A model type to list stored models by.',
);

export function isModelType(value: unknown): value is ModelType {
  return MODEL_TYPES.includes(value as ModelType);
}
