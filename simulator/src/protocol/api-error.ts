/** What a refusal says about itself, before it is attributed to a task. */
export interface ErrorDetails {
  code: string;
  message: string;
  parameter?: string;
  /** The type of the offending parameter: string, integer, float, boolean, array, object. */
  type?: string;
  documentation?: string;
  /** Extra keys the provider sometimes adds: `context`, `allowedValues`, ... */
  [extra: string]: unknown;
}

/** One entry of the provider's `errors` array. */
export interface ApiError extends ErrorDetails {
  taskType?: string;
  taskUUID?: string;
}

export const DOCUMENTATION = {
  authentication: 'https://runware.ai/docs/en/getting-started/how-to-connect',
  errors: 'https://runware.ai/docs/platform/errors',
  imageInference: 'https://runware.ai/docs/en/image-inference/api-reference',
  modelSearch: 'https://runware.ai/docs/en/utilities/model-search',
  imageUpload: 'https://runware.ai/docs/en/utilities/image-upload',
  upscale: 'https://runware.ai/docs/en/image-editing/upscaling',
  removeBackground: 'https://runware.ai/docs/en/image-editing/background-removal',
  caption: 'https://runware.ai/docs/en/utilities/image-to-text',
  promptEnhance: 'https://runware.ai/docs/en/utilities/prompt-enhancer',
  rateLimits: 'https://runware.ai/docs/platform/rate-limits',
  taskResponses: 'https://runware.ai/docs/platform/task-polling',
  taskDetails: 'https://runware.ai/docs/platform/task-details',
  accountManagement: 'https://runware.ai/docs/platform/account-management',
} as const;

/** The provider's anchor style: `...api-reference#request-cfgscale`. */
export function parameterDocumentation(page: string, parameter: string): string {
  const anchor = parameter
    .replace(/\[\d+\]/g, '')
    .replace(/\./g, '-')
    .toLowerCase();
  return `${page}#request-${anchor}`;
}
