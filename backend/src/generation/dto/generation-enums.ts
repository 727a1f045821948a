import { closedEnum } from '../../common/graphql/closed-enum.js';

/** The image formats the provider renders and the gallery stores. */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const ImageFormatEnum = closedEnum('ImageFormat', IMAGE_FORMATS, 'An image file format.');

/** How the provider reads weights written in the prompt; None sends no weighting. */
export const PROMPT_WEIGHTINGS = ['None', 'Compel', 'SdEmbeds'] as const;
export type PromptWeighting = (typeof PROMPT_WEIGHTINGS)[number];
export const PromptWeightingEnum = closedEnum(
  'PromptWeighting',
  PROMPT_WEIGHTINGS,
  'How weights written in the prompt, such as (word:1.2), are read.',
  {
    None: 'The prompt is sent as written.',
    Compel: 'Compel syntax.',
    SdEmbeds: 'sdEmbeds syntax.',
  },
);

/**
 * The charged provider tasks a `generations` row records: an image generation, or a run of one of
 * the creator tools (GraphQL keeps the enum's first name, GenerationTask).
 */
export const CHARGED_TASK_TYPES = [
  'imageInference',
  'upscale',
  'removeBackground',
  'caption',
  'promptEnhance',
] as const;
export type ChargedTaskType = (typeof CHARGED_TASK_TYPES)[number];
export const ChargedTaskTypeEnum = closedEnum(
  'GenerationTask',
  CHARGED_TASK_TYPES,
  'What was asked of the provider: images from a prompt, or one of the creator tools.',
  {
    imageInference: 'Images from a prompt (text to image, image to image or inpainting).',
    upscale: 'An image made larger.',
    removeBackground: "An image's background made transparent.",
    caption: 'An image described in words.',
    promptEnhance: 'A prompt rewritten with more detail, in a few versions.',
  },
);

export const GENERATION_STATUSES = [
  'pending',
  'running',
  'succeeded',
  'failed',
  'unknown',
  'cancelled',
] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
/** Statuses a generation ends in: nothing moves it, or its credits, again. */
export const FINISHED_GENERATION_STATUSES: readonly GenerationStatus[] = [
  'succeeded',
  'failed',
  'cancelled',
];
export const GenerationStatusEnum = closedEnum(
  'GenerationStatus',
  GENERATION_STATUSES,
  'Where a generation stands.',
  {
    pending: 'Credits held; at the provider (waited for) or in the queue (asynchronous).',
    running: 'A worker has taken up an asynchronous generation.',
    succeeded: 'Images delivered and the cost settled.',
    failed: 'Ended without images; the hold was returned.',
    unknown:
      'The provider did not confirm; the hold stays until reconciliation learns the outcome.',
    cancelled: 'Cancelled by its owner before it reached the provider; the hold was returned.',
  },
);
