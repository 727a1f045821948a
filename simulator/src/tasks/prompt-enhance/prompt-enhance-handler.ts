import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { promptEnhanceCost } from '../common/utility-costs.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { enhancePrompt } from './enhance-prompt.js';
import { parsePromptEnhance, type PromptEnhanceRequest } from './parse-prompt-enhance.js';

/** `promptEnhance`: one `text` item per requested version. */
export class PromptEnhanceHandler implements TaskHandler {
  readonly taskType = 'promptEnhance';
  /** Billed: kept on receipt like imageInference. */
  readonly keptOnReceipt = true;

  prepare(task: RawTask, taskUUID: string): PreparedTask {
    const request = parsePromptEnhance(new TaskParameters(task, DOCUMENTATION.promptEnhance));
    return {
      deliveryMethod: request.deliveryMethod,
      run: () => Promise.resolve(this.versions(taskUUID, request)),
    };
  }

  private versions(taskUUID: string, request: PromptEnhanceRequest): ResultItem[] {
    return Array.from({ length: request.promptVersions }, (_, version) => {
      const text = enhancePrompt(request.prompt, version, request.promptMaxLength);
      const item: ResultItem = { taskType: this.taskType, taskUUID, text };
      if (request.includeCost) item.cost = promptEnhanceCost();
      return item;
    });
  }
}
