import { type InputImageResolver } from '../../images/input-image-resolver.js';
import { type ImageDelivery } from '../image-output/image-delivery.js';

/** What the tasks that take and give images share: reading inputs and handing results over. */
export interface ImageToolServices {
  inputs: InputImageResolver;
  delivery: ImageDelivery;
}
