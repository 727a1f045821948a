import { type ModelCatalogue } from '../catalogue/model-catalogue.js';
import { type PublicUrls } from '../http/public-urls.js';
import { CaptionHandler } from './caption/caption-handler.js';
import { ImageInferenceHandler } from './image-inference/image-inference-handler.js';
import { ImageUploadHandler } from './image-upload/image-upload-handler.js';
import { type ImageToolServices } from './image-tools/image-tool-services.js';
import { ModelSearchHandler } from './model-search/model-search-handler.js';
import { PromptEnhanceHandler } from './prompt-enhance/prompt-enhance-handler.js';
import { RemoveBackgroundHandler } from './remove-background/remove-background-handler.js';
import { type TaskHandler } from './task-handler.js';
import { UpscaleHandler } from './upscale/upscale-handler.js';

/**
 * Every task type the simulator runs. The image utilities answer under both their current and
 * their legacy names (SDKs still send both): each name has its own handler, which echoes it back.
 */
export function createTaskHandlers(
  catalogue: ModelCatalogue,
  urls: PublicUrls,
  services: ImageToolServices,
): TaskHandler[] {
  return [
    new ImageInferenceHandler(catalogue, services.inputs, services.delivery),
    new ModelSearchHandler(catalogue, urls),
    new ImageUploadHandler(services),
    new UpscaleHandler('upscale', services),
    new UpscaleHandler('imageUpscale', services),
    new RemoveBackgroundHandler('removeBackground', services),
    new RemoveBackgroundHandler('imageBackgroundRemoval', services),
    new CaptionHandler('caption', services.inputs),
    new CaptionHandler('imageCaption', services.inputs),
    new PromptEnhanceHandler(),
  ];
}
