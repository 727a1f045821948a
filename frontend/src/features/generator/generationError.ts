import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isServerUnreachable, SERVER_UNREACHABLE_MESSAGE } from '../../lib/errorMessage';

/** A failed generate call as the server (and through it the provider) reported it. */
export interface GenerationFailure {
  /** The provider's or server's code: invalidWidth, insufficientCredits, BAD_USER_INPUT, ... */
  code?: string;
  /** The HTTP status the failure stands for (400 validation, 401, 402 credits, 5xx). */
  status?: number;
  message: string;
  parameter?: string;
  documentation?: string;
}

/** What the error panel shows (spec part 1 §8). */
export interface ErrorPanelContent {
  title: string;
  message: string;
  details?: string;
  tips?: string[];
  documentation?: string;
  /** A way out of the failure inside the app, offered beside Retry. */
  action?: { label: string; to: string };
}

/** Facts of the request that make a message concrete. */
export interface FailureContext {
  model?: string;
  baseArchitecture?: string;
  loraArchitecture?: string;
}

const UNEXPECTED = 'Failed to generate images. Please try again later.';

interface ErrorItem {
  code?: unknown;
  message?: unknown;
  parameter?: unknown;
  documentation?: unknown;
}

function asText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * A message may be a provider answer in JSON (an array of errors, or an object with `errors`),
 * possibly behind a leading "Bad request:" wrapper: the first error of it, else null.
 */
export function unwrapErrorMessage(message: string): ErrorItem | null {
  const json = message.replace(/^\s*(?:Bad request:|\d{3}\s*(?:Bad Request)?:?)\s*/i, '').trim();
  if (!json.startsWith('[') && !json.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(json);
    const list = Array.isArray(parsed)
      ? parsed
      : parsed &&
          typeof parsed === 'object' &&
          Array.isArray((parsed as { errors?: unknown }).errors)
        ? (parsed as { errors: unknown[] }).errors
        : parsed && typeof parsed === 'object'
          ? [parsed]
          : [];
    const first: unknown = list[0];
    if (!first || typeof first !== 'object') return null;
    // A GraphQL error keeps its code in `extensions`; a provider error at the top level.
    const { extensions, ...rest } = first as ErrorItem & { extensions?: unknown };
    return extensions && typeof extensions === 'object' ? { ...extensions, ...rest } : rest;
  } catch {
    return null;
  }
}

function fromItem(item: ErrorItem, status?: number): GenerationFailure {
  return {
    code: asText(item.code),
    status,
    message: asText(item.message) ?? UNEXPECTED,
    parameter: asText(item.parameter),
    documentation: asText(item.documentation),
  };
}

/** Reads a failed generateImages call: GraphQL error extensions carry code, status and details. */
export function failureFromError(error: unknown): GenerationFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = (first?.extensions ?? {}) as Record<string, unknown>;
    const status = typeof extensions.status === 'number' ? extensions.status : undefined;
    const message = first?.message ?? UNEXPECTED;
    const wrapped = extensions.code === undefined ? unwrapErrorMessage(message) : null;
    if (wrapped) return fromItem(wrapped, status);
    return fromItem({ ...extensions, message }, status);
  }
  if (ServerError.is(error)) {
    const wrapped = unwrapErrorMessage(error.bodyText);
    if (wrapped) return fromItem(wrapped, error.statusCode);
    return { status: error.statusCode, message: error.message || UNEXPECTED };
  }
  // No answer at all: say so, rather than the browser's "Failed to fetch" or a vague failure.
  if (isServerUnreachable(error)) {
    return { code: 'serverUnreachable', message: SERVER_UNREACHABLE_MESSAGE };
  }
  return { message: UNEXPECTED };
}

/** The generate call's error text (spec part 1 §8, "Generate call errors"). */
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
  if (code === 'invalidProviderResponse') return message;
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

/** The error panel's title and content, chosen from the provider's code (spec part 1 §8). */
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
