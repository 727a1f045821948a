import type { VariationStrength } from '../../../graphql/generated/graphql';
import type { GeneratedImage } from '../generatedImages';

/** The image a variation starts from: a result (by imageUUID) or a saved image (creationId). */
export type VariationSource = Pick<GeneratedImage, 'params' | 'model_id' | 'imageUUID'> & {
  creationId?: string;
};

/** "Vary (subtle)" or "Vary (strong)" of one image, as the queue sends it. */
export interface VariationRequest {
  image: VariationSource;
  strength: VariationStrength;
}
