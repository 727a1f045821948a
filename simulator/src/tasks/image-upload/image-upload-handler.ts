import { UPLOAD_FORMATS } from '../../images/decode-image.js';
import { type InputImage } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { type ImageToolServices } from '../image-tools/image-tool-services.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { fitUpload } from './fit-upload.js';
import { parseImageUpload } from './parse-image-upload.js';

/**
 * `imageUpload`: keeps an image (PNG, JPG, WEBP or GIF, at most 2048 px a side) and
 * answers its imageUUID and imageURL, usable as inputs of later tasks.
 */
export class ImageUploadHandler implements TaskHandler {
  readonly taskType = 'imageUpload';
  /** Free and answered at once: a failed request drops it, so the client may simply send it again. */
  readonly keptOnReceipt = false;

  constructor(private readonly services: ImageToolServices) {}

  async prepare(task: RawTask, taskUUID: string): Promise<PreparedTask> {
    const parameters = new TaskParameters(task, DOCUMENTATION.imageUpload);
    const image = parseImageUpload(parameters);
    const input = await this.services.inputs.resolve(
      parameters,
      { name: 'image', code: 'invalidImage', formats: UPLOAD_FORMATS },
      image,
    );
    return { deliveryMethod: 'sync', run: () => this.run(taskUUID, input) };
  }

  private async run(taskUUID: string, input: InputImage): Promise<ResultItem[]> {
    const { bytes, format } = await fitUpload(input);
    const delivered = await this.services.delivery.deliver(
      { bytes, format, origin: input.origin },
      { outputType: 'URL' },
    );
    return [{ taskType: this.taskType, taskUUID, ...delivered }];
  }
}
