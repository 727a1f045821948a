import { type TaskParameters } from '../../protocol/task-parameters.js';
import {
  COMMON_PARAMETERS,
  type CommonOptions,
  parseCommonOptions,
  parseUtilityModel,
} from '../common/utility-parameters.js';

const PROMPT_ENHANCE_PARAMETERS: ReadonlySet<string> = new Set([
  ...COMMON_PARAMETERS,
  'prompt',
  'promptMaxLength',
  'promptVersions',
  'model',
]);

/** A validated promptEnhance task. */
export interface PromptEnhanceRequest extends CommonOptions {
  prompt: string;
  /** The most tokens (whitespace-separated words) of each version. */
  promptMaxLength: number;
  promptVersions: number;
}

/** Validates a promptEnhance task; promptMaxLength and promptVersions are required. */
export function parsePromptEnhance(parameters: TaskParameters): PromptEnhanceRequest {
  const common = parseCommonOptions(parameters, PROMPT_ENHANCE_PARAMETERS);
  const prompt = parameters.requiredString('prompt', { min: 1, max: 300 });
  if (prompt.trim() === '')
    parameters.invalid('prompt', 'string', 'The prompt must contain a word.');
  const promptMaxLength = parameters.requiredInteger('promptMaxLength', { min: 12, max: 400 });
  const promptVersions = parameters.requiredInteger('promptVersions', { min: 1, max: 5 });
  parseUtilityModel(parameters);
  return { ...common, prompt, promptMaxLength, promptVersions };
}
