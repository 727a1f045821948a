import { INPUT_FORMATS } from '../../images/decode-image.js';
import { type InputImage, type InputImageResolver } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { captionCost } from '../common/utility-costs.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { captionFromPrompt } from './caption-from-prompt.js';
import { describeImage } from './describe-image.js';
import { type CaptionRequest, parseCaption } from './parse-caption.js';

/**
 * `caption` (and the legacy `imageCaption`, answered under the name it was sent with): one `text`
 * item (reference §8.4). A picture the simulator generated is described from its prompt; any other
 * image from its colours, brightness and shape.
 */
export class CaptionHandler implements TaskHandler {
  /** Billed: kept on receipt like imageInference. */
  readonly keptOnReceipt = true;

  constructor(
    readonly taskType: 'caption' | 'imageCaption',
    private readonly inputs: InputImageResolver,
  ) {}

  async prepare(task: RawTask, taskUUID: string): Promise<PreparedTask> {
    const parameters = new TaskParameters(task, DOCUMENTATION.caption);
    const request = parseCaption(parameters);
    const input = await this.inputs.resolve(
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
    request: CaptionRequest,
    input: InputImage,
  ): Promise<ResultItem[]> {
    const fromPrompt =
      input.origin.prompt !== undefined ? captionFromPrompt(input.origin.prompt) : undefined;
    const text = fromPrompt ?? (await describeImage(input.decoded));
    const item: ResultItem = { taskType: this.taskType, taskUUID, text };
    if (request.includeCost) item.cost = captionCost();
    return [item];
  }
}
