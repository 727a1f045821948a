import {
  type CheckpointType,
  type ControlNetConditioning,
  type ModelCategory,
} from '../../catalogue/catalogue-model.js';

/** `all` is what an omitted visibility means; the request itself takes only the others. */
export const VISIBILITIES = ['public', 'private', 'favorite', 'owned', 'all'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** A validated modelSearch task. */
export interface ModelSearchQuery {
  search?: string;
  tags: string[];
  category?: ModelCategory;
  type?: CheckpointType;
  architecture?: string;
  conditioning?: ControlNetConditioning;
  /** 2026: models having every one of these capabilities (op:inpainting, io:text-to-image...). */
  capabilities: string[];
  /** 2026: featured (Runware's own) or community models. */
  source?: 'featured' | 'community';
  visibility: Visibility;
  limit: number;
  offset: number;
}
