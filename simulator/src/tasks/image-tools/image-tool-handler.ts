import { type InputImage } from '../../images/input-image-resolver.js';
import { COMMON_PARAMETERS } from '../common/utility-parameters.js';
import { OUTPUT_PARAMETERS, type OutputOptions } from '../image-output/output-options.js';
import { type ResultItem } from '../task-handler.js';
import { type ImageToolServices } from './image-tool-services.js';
import { InputTaskHandler, type InputTaskRequest } from './input-task-handler.js';

/** What every image tool takes; `settings` (the tool model's own options) has no effect. */
export const IMAGE_TOOL_PARAMETERS = [
  ...COMMON_PARAMETERS,
  ...OUTPUT_PARAMETERS,
  'inputImage',
  'inputs',
  'model',
  'settings',
] as const;

/** A validated task that makes a new image from its input. */
export interface ImageToolRequest extends InputTaskRequest {
  output: OutputOptions;
}

/** The new image, encoded in the requested format, and what it costs. */
export interface ToolImage {
  bytes: Buffer;
  cost: number;
}

/**
 * A task that turns its input image into a new one (upscale, background removal): the result is
 * delivered like a generated image, and the input is kept too, named by inputImageUUID.
 */
export abstract class ImageToolHandler<
  Request extends ImageToolRequest,
> extends InputTaskHandler<Request> {
  constructor(
    taskType: string,
    private readonly services: ImageToolServices,
    documentationPage: string,
  ) {
    super(taskType, services.inputs, documentationPage);
  }

  /** The new image made from the decoded input. */
  protected abstract makeImage(request: Request, input: InputImage): Promise<ToolImage>;

  protected async answer(request: Request, input: InputImage): Promise<ResultItem> {
    const { bytes, cost } = await this.makeImage(request, input);
    const inputImageUUID = await this.services.delivery.adopt(input);
    const delivered = await this.services.delivery.deliver(
      { bytes, format: request.output.outputFormat, origin: input.origin },
      request.output,
    );
    return {
      imageUUID: delivered.imageUUID,
      inputImageUUID,
      ...delivered,
      ...(request.includeCost ? { cost } : {}),
    };
  }
}
