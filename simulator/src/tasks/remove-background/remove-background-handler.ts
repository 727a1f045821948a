import { INPUT_FORMATS } from '../../images/decode-image.js';
import { type InputImage } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { encodeImage } from '../../rendering/encode-image.js';
import { removeBackgroundCost } from '../common/utility-costs.js';
import { type ImageToolServices } from '../image-tools/image-tool-services.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { cutOut } from './cut-out.js';
import { parseRemoveBackground } from './parse-remove-background.js';
import { type RemoveBackgroundRequest } from './remove-background-request.js';
import { subjectMask } from './subject-mask.js';

/**
 * `removeBackground` (and the legacy `imageBackgroundRemoval`, answered under the name it was sent
 * with): the input at its own size with a transparent background (reference §8.3).
 */
export class RemoveBackgroundHandler implements TaskHandler {
  /** Billed: kept on receipt like imageInference. */
  readonly keptOnReceipt = true;

  constructor(
    readonly taskType: 'removeBackground' | 'imageBackgroundRemoval',
    private readonly services: ImageToolServices,
  ) {}

  async prepare(task: RawTask, taskUUID: string): Promise<PreparedTask> {
    const parameters = new TaskParameters(task, DOCUMENTATION.removeBackground);
    const request = parseRemoveBackground(parameters);
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
    request: RemoveBackgroundRequest,
    input: InputImage,
  ): Promise<ResultItem[]> {
    const { outputFormat, outputQuality } = request.output;
    const cut = cutOut(input.decoded, await subjectMask(input));
    const bytes = await encodeImage(cut, outputFormat, outputQuality);
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
    if (request.includeCost) {
      item.cost = removeBackgroundCost(input.decoded.width, input.decoded.height);
    }
    return [item];
  }
}
