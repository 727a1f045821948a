import type { FailureContext, GenerationFailure } from './generationError';

// How a failure reads in the error panel: only the preview's deferred parts need it, so it stays
// out of the dashboard's first load (generationError.ts, which the first load needs, only turns
// an error into a GenerationFailure).

/** What the error panel shows. */
export interface ErrorPanelContent {
  title: string;
  message: string;
  details?: string;
  tips?: string[];
  documentation?: string;
  /** A way out of the failure inside the app, offered beside Retry. */
  action?: { label: string; to: string };
}

/** The generate call's error text. */
export function generateCallMessage(failure: GenerationFailure, context: FailureContext): string {
  const { code, status, message } = failure;
  if (status === 401) return 'Authentication failed. Please check your API key.';
  if (code === 'invalidModel') {
    const model = context.model ?? failure.parameter ?? 'model';
    return `Model error: The selected AI model "${model}" is not recognized by the API. Please check your available models.`;
  }
  if (code === 'unsupportedLoraModel') {
    const lora = context.loraArchitecture ?? 'okänd typ';
    const base = context.baseArchitecture ?? 'okänd typ';
    return `LoRA-modellen (${lora}) är inte kompatibel med den valda basmodellen (${base}). Välj en annan LoRA-modell eller en annan basmodell.`;
  }
  if (code === 'invalidProviderResponse' || code === 'providerAccountUnavailable') return message;
  if (status === 400) return `Bad request: ${message}`;
  if (status !== undefined) return `API error (${status}): ${message}`;
  return message;
}

const DIMENSION_TIPS = [
  'Width and height must be multiples of 64.',
  'Common sizes: 512x512, 768x768, 1024x1024.',
  'Landscape: 1024x768 or 1152x768.',
  'Portrait: 768x1024 or 768x1152.',
];

const NEGATIVE_PROMPT_UNSUPPORTED =
  /negative ?prompt[^.]*not supported|not supported[^.]*negative ?prompt|does not accept a negative prompt/i;

/** The error panel's title and content, chosen from the provider's code. */
export function describeFailure(
  failure: GenerationFailure,
  context: FailureContext = {},
): ErrorPanelContent {
  const { code, documentation } = failure;
  const message = generateCallMessage(failure, context);

  if (code === 'invalidWidth' || code === 'invalidHeight') {
    return { title: 'Image Dimension Error', message: failure.message, tips: DIMENSION_TIPS };
  }
  if (code === 'unsupportedLoraModel') {
    return {
      title: 'LoRA Model Compatibility Error',
      message,
      tips: ['Remove the LoRA, or switch to a base model of the same architecture as the LoRA.'],
    };
  }
  if (
    code === 'unsupportedArchitectureNegativePrompt' ||
    NEGATIVE_PROMPT_UNSUPPORTED.test(failure.message)
  ) {
    return {
      title: 'Negative Prompt Not Supported',
      message: failure.message,
      tips: ['Clear the negative prompt, or choose a model that supports negative prompts.'],
    };
  }
  // The studio's own provider account is refused: the user can do nothing about it, so no
  // "Buy credits" and no API key advice; the operator is alerted.
  if (code === 'providerAccountUnavailable') {
    return {
      title: 'Service temporarily unavailable',
      message: failure.message,
      tips: ['Please try again later.'],
    };
  }
  if (code === 'insufficientCredits') {
    return {
      title: 'Insufficient credits',
      message: failure.message,
      tips: [
        'Generate fewer or smaller images, or use fewer steps.',
        'Or set your own provider API key under Settings → API & Connection.',
      ],
      action: { label: 'Buy credits', to: '/credits' },
    };
  }
  if (failure.status === 401 || /api key/i.test(failure.message)) {
    return {
      title: 'API Key Error',
      message: 'Please ensure your API key is valid and correctly set in the API settings panel.',
      details: message,
    };
  }
  if (code) {
    return {
      title: 'Generation Error',
      message,
      details: code === 'invalidModel' ? 'Invalid model identifier.' : undefined,
      documentation,
    };
  }
  return {
    title: 'Generation Error',
    message: 'An unexpected error occurred. Please try again.',
    details: message,
  };
}
