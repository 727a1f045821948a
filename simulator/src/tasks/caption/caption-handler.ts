import { type InputImage, type InputImageResolver } from '../../images/input-image-resolver.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type TaskParameters } from '../../protocol/task-parameters.js';
import { captionCost } from '../common/utility-costs.js';
import { InputTaskHandler } from '../image-tools/input-task-handler.js';
import { type ResultItem } from '../task-handler.js';
import { captionFromPrompt } from './caption-from-prompt.js';
import { describeImage } from './describe-image.js';
import { type CaptionRequest, parseCaption } from './parse-caption.js';

/**
 * `caption` (and the legacy `imageCaption`, answered under the name it was sent with): one `text`
 * item. A picture the simulator generated is described from its prompt; any other
 * image from its colours, brightness and shape.
 */
export class CaptionHandler extends InputTaskHandler<CaptionRequest> {
  constructor(taskType: 'caption' | 'imageCaption', inputs: InputImageResolver) {
    super(taskType, inputs, DOCUMENTATION.caption);
  }

  protected parse(parameters: TaskParameters): CaptionRequest {
    return parseCaption(parameters);
  }

  protected async answer(request: CaptionRequest, input: InputImage): Promise<ResultItem> {
    const fromPrompt =
      input.origin.prompt !== undefined ? captionFromPrompt(input.origin.prompt) : undefined;
    const text = fromPrompt ?? (await describeImage(input.decoded));
    return { text, ...(request.includeCost ? { cost: captionCost() } : {}) };
  }
}
