import { type InputImage } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';
import { encodeImage } from '../../rendering/encode-image.js';
import { removeBackgroundCost } from '../common/utility-costs.js';
import { ImageToolHandler, type ToolImage } from '../image-tools/image-tool-handler.js';
import { type ImageToolServices } from '../image-tools/image-tool-services.js';
import { cutOut } from '../../rendering/cut-out.js';
import { parseRemoveBackground } from './parse-remove-background.js';
import { type RemoveBackgroundRequest } from './remove-background-request.js';
import { subjectMask } from './subject-mask.js';

/**
 * `removeBackground` (and the legacy `imageBackgroundRemoval`, answered under the name it was sent
 * with): the input at its own size with a transparent background.
 */
export class RemoveBackgroundHandler extends ImageToolHandler<RemoveBackgroundRequest> {
  constructor(
    taskType: 'removeBackground' | 'imageBackgroundRemoval',
    services: ImageToolServices,
  ) {
    super(taskType, services, DOCUMENTATION.removeBackground);
  }

  protected parse(parameters: TaskParameters): RemoveBackgroundRequest {
    return parseRemoveBackground(parameters);
  }

  protected async makeImage(
    request: RemoveBackgroundRequest,
    input: InputImage,
  ): Promise<ToolImage> {
    const { outputFormat, outputQuality } = request.output;
    const cut = cutOut(input.decoded, await subjectMask(input));
    return {
      bytes: await encodeImage(cut, outputFormat, outputQuality),
      cost: removeBackgroundCost(input.decoded.width, input.decoded.height),
    };
  }
}
