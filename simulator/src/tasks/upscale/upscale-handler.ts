import { type InputImage } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';
import { upscaleCost } from '../common/utility-costs.js';
import { ImageToolHandler, type ToolImage } from '../image-tools/image-tool-handler.js';
import { type ImageToolServices } from '../image-tools/image-tool-services.js';
import { parseUpscale } from './parse-upscale.js';
import { upscaledSize, upscaleImage } from './upscale-image.js';
import { type UpscaleRequest } from './upscale-request.js';

/**
 * `upscale` (and the legacy `imageUpscale`, answered under the name it was sent with): the input
 * really resampled upscaleFactor times, capped at 4096 px a side as the provider's is.
 */
export class UpscaleHandler extends ImageToolHandler<UpscaleRequest> {
  constructor(taskType: 'upscale' | 'imageUpscale', services: ImageToolServices) {
    super(taskType, services, DOCUMENTATION.upscale);
  }

  protected parse(parameters: TaskParameters): UpscaleRequest {
    return parseUpscale(parameters);
  }

  protected async makeImage(request: UpscaleRequest, input: InputImage): Promise<ToolImage> {
    const { outputFormat, outputQuality } = request.output;
    const size = upscaledSize(input.decoded, request.upscaleFactor);
    return {
      bytes: await upscaleImage(input.decoded, size, outputFormat, outputQuality),
      cost: upscaleCost(size.width, size.height),
    };
  }
}
