import { INPUT_FORMATS } from '../../images/decode-image.js';
import { type InputImage, type InputImageResolver } from '../../images/input-image-resolver.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { type InputImageValue } from '../common/input-image-parameter.js';
import { type CommonOptions } from '../common/utility-parameters.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';

/** A validated task that works on one input image, not read yet. */
export interface InputTaskRequest extends CommonOptions {
  inputImage: InputImageValue;
}

/**
 * A billed task on one input image (upscale, background removal, caption, each also under its
 * legacy name): its parameters are validated and its input read and decoded when it is received,
 * so a bad one is refused before anything runs; `answer` then makes its one result item.
 */
export abstract class InputTaskHandler<Request extends InputTaskRequest> implements TaskHandler {
  /** Billed: kept on receipt like imageInference. */
  readonly keptOnReceipt = true;

  constructor(
    readonly taskType: string,
    private readonly inputs: InputImageResolver,
    private readonly documentationPage: string,
  ) {}

  /** Validates the task's own parameters (the input image is read afterwards). */
  protected abstract parse(parameters: TaskParameters): Request;

  /** The result item's task-specific fields (beside taskType and taskUUID), cost included. */
  protected abstract answer(request: Request, input: InputImage): Promise<ResultItem>;

  async prepare(task: RawTask, taskUUID: string): Promise<PreparedTask> {
    const parameters = new TaskParameters(task, this.documentationPage);
    const request = this.parse(parameters);
    const input = await this.inputs.resolve(
      parameters,
      { name: request.inputImage.name, code: 'invalidInputImage', formats: INPUT_FORMATS },
      request.inputImage.value,
    );
    return {
      deliveryMethod: request.deliveryMethod,
      run: async () => [
        { taskType: this.taskType, taskUUID, ...(await this.answer(request, input)) },
      ],
    };
  }
}
