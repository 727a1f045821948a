import {
  type CheckpointType,
  type ControlNetConditioning,
  type ModelCategory,
} from '../../catalogue/catalogue-model.js';

export const VISIBILITIES = ['public', 'private', 'all'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A validated modelSearch task (reference §5.1). */
export interface ModelSearchQuery {
  search?: string;
  tags: string[];
  category?: ModelCategory;
  type?: CheckpointType;
  architecture?: string;
  conditioning?: ControlNetConditioning;
  visibility: Visibility;
  limit: number;
  offset: number;
}
