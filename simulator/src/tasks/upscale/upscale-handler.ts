import { INPUT_FORMATS } from '../../images/decode-image.js';
import { type InputImage } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { upscaleCost } from '../common/utility-costs.js';
import { type ImageToolServices } from '../image-tools/image-tool-services.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { parseUpscale } from './parse-upscale.js';
import { upscaledSize, upscaleImage } from './upscale-image.js';
import { type UpscaleRequest } from './upscale-request.js';

/**
 * `upscale` (and the legacy `imageUpscale`, answered under the name it was sent with): the input
 * really resampled upscaleFactor times, capped at 4096 px a side (reference §8.2).
 */
export class UpscaleHandler implements TaskHandler {
  /** Billed: kept on receipt like imageInference. */
  readonly keptOnReceipt = true;

  constructor(
    readonly taskType: 'upscale' | 'imageUpscale',
    private readonly services: ImageToolServices,
  ) {}

  async prepare(task: RawTask, taskUUID: string): Promise<PreparedTask> {
    const parameters = new TaskParameters(task, DOCUMENTATION.upscale);
    const request = parseUpscale(parameters);
    const input = await this.services.inputs.resolve(
      parameters,
      { name: request.inputImage.name, code: 'invalidInputImage', formats: INPUT_FORMATS },
      request.inputImage.value,
    );
    return {
      deliveryMethod: request.deliveryMethod,
      run: () => this.run(taskUUID, request, input),
    };
  }

  private async run(
    taskUUID: string,
    request: UpscaleRequest,
    input: InputImage,
  ): Promise<ResultItem[]> {
    const { outputFormat, outputQuality } = request.output;
    const size = upscaledSize(input.decoded, request.upscaleFactor);
    const bytes = await upscaleImage(input.decoded, size, outputFormat, outputQuality);
    const inputImageUUID = await this.services.delivery.adopt(input);
    const delivered = await this.services.delivery.deliver(
      { bytes, format: outputFormat, origin: input.origin },
      request.output,
    );
    const item: ResultItem = {
      taskType: this.taskType,
      taskUUID,
      imageUUID: delivered.imageUUID,
      inputImageUUID,
      ...delivered,
    };
    if (request.includeCost) item.cost = upscaleCost(size.width, size.height);
    return [item];
  }
}
