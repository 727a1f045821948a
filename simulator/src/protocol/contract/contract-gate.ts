import { type ErrorDetails, DOCUMENTATION, parameterDocumentation } from '../api-error.js';
import { type RawTask } from '../task-parameters.js';
import { ProviderContract } from './provider-contract.js';

/** The documentation page of each task type the contract covers. */
const PAGES: Readonly<Record<string, string>> = {
  imageInference: DOCUMENTATION.imageInference,
  imageUpload: DOCUMENTATION.imageUpload,
  upscale: DOCUMENTATION.upscale,
  removeBackground: DOCUMENTATION.removeBackground,
  caption: DOCUMENTATION.caption,
  promptEnhance: DOCUMENTATION.promptEnhance,
  modelSearch: DOCUMENTATION.modelSearch,
  getResponse: DOCUMENTATION.taskResponses,
  getTaskDetails: DOCUMENTATION.taskResponses,
  accountManagement: DOCUMENTATION.errors,
};

/**
 * Holds every task to Runware's contract (the JSON Schemas beside this module) before any handler
 * sees it: what the contract refuses, the simulator refuses, one error per task in Runware's
 * words. The 2025 forms Runware still takes pass; a task type the contract does not cover is left
 * to its handler.
 */
export class ContractGate {
  constructor(
    private readonly contract: ProviderContract = ProviderContract.load({ legacyForms: 'accept' }),
  ) {}

  /** The refusal of a task the contract does not hold, or undefined. */
  refusal(task: RawTask): ErrorDetails | undefined {
    const taskType = String(task.taskType);
    const name = this.contract.contractOf(taskType);
    if (!name) return undefined;
    const [first] = this.contract.check(name, task);
    if (!first) return undefined;
    const page = PAGES[taskType] ?? DOCUMENTATION.errors;
    return {
      ...first,
      documentation: first.parameter ? parameterDocumentation(page, first.parameter) : page,
    };
  }
}
