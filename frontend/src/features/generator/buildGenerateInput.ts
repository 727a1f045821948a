import type { GenerateImagesInput } from '../../graphql/generated/graphql';
import { DEFAULT_SCHEDULER, type GenerationParameters } from './generationParameters';
import { effectiveNegativePrompt } from './generationRules';

/** Which add-on sections the chosen model shows; items of a hidden section are not sent. */
export interface SectionVisibility {
  lora: boolean;
  /** The model's extras take embeddings. */
  embedding: boolean;
  controlnet: boolean;
  ipadapter: boolean;
  vae: boolean;
  /** The saved reference kinds the architecture takes; a reference of another is not sent. */
  references: ReferenceOffer;
  /** How many reference images an instruction edit takes (maxReferenceImages); 0: none sent. */
  referenceImages: number;
  /** supportsSeedImage; false (FLUX.1 Kontext): no source image, mask or strength is sent. */
  seedImage?: boolean;
}

/** Which saved references the chosen model's architecture takes. */
export interface ReferenceOffer {
  /** supportsPulid. */
  character: boolean;
  /** supportsIPAdapter: the style's images go to the first IP-Adapter. */
  style: boolean;
  /** maxReferenceImages > 0: either kind's images become the images an instruction edits. */
  edit?: boolean;
}

export interface GenerateContext {
  /** From the architecture's capability; false (FLUX) leaves the negative prompt out. */
  negativePromptSupported: boolean;
  sections: SectionVisibility;
  /** The user's own provider key and endpoint (settings page); empty uses the studio's. */
  apiKey?: string;
  apiEndpoint?: string;
  taskUUID: string;
}

/**
 * The generate call's input from the parameters: negative prompt only for
 * architectures that support one (the default when empty), promptWeighting only when not None, scheduler only
 * when not the provider's default, strength and mask only with a source image, the refinements
 * that are on (hires fix, face refinement, a transparent background), unset values and empty
 * lists left out.
 */
export function buildGenerateInput(
  parameters: GenerationParameters,
  context: GenerateContext,
): GenerateImagesInput {
  const { sections } = context;
  // A source chosen before switching to a model without image to image stays, unsent.
  const seedImage = sections.seedImage === false ? null : parameters.seedImage;
  const input: GenerateImagesInput = {
    taskUUID: context.taskUUID,
    prompt: parameters.prompt.trim(),
    negativePrompt: effectiveNegativePrompt(
      parameters.negative_prompt,
      context.negativePromptSupported,
    ),
    styleId: parameters.style?.id,
    referenceId:
      parameters.reference && sections.references[parameters.reference.kind]
        ? parameters.reference.id
        : undefined,
    referenceImages:
      sections.referenceImages > 0
        ? parameters.referenceImages.slice(0, sections.referenceImages).map(({ image }) => image)
        : undefined,
    model: parameters.model_id,
    width: parameters.width,
    height: parameters.height,
    format: parameters.format,
    imageCount: parameters.imageCount,
    scheduler: parameters.scheduler === DEFAULT_SCHEDULER ? undefined : parameters.scheduler,
    steps: parameters.steps,
    cfgScale: parameters.cfgScale,
    seed: parameters.seed ?? undefined,
    promptWeighting: parameters.promptWeighting === 'None' ? undefined : parameters.promptWeighting,
    clipSkip: parameters.clipSkip,
    loras: sections.lora
      ? parameters.loras.map(({ id, weight }) => ({ model: id, weight }))
      : undefined,
    embeddings: sections.embedding
      ? parameters.embeddings.map(({ id, weight }) => ({ model: id, weight }))
      : undefined,
    controlNets: sections.controlnet
      ? parameters.controlnets.map((item) =>
          withoutUnset({
            model: item.id,
            weight: item.weight,
            guideImage: item.guideImage,
            startStep: item.startStep,
            endStep: item.endStep,
            controlMode: item.controlMode,
          }),
        )
      : undefined,
    ipAdapters: sections.ipadapter
      ? parameters.ipadapters.map((item) =>
          withoutUnset({
            model: item.id,
            weight: item.weight,
            guideImage: item.guideImage,
            // A reference row added but not filled in yet is not sent.
            guideImages: item.guideImages?.filter(Boolean),
            combineMethod: item.combineMethod,
            weightType: item.weightType,
          }),
        )
      : undefined,
    vae: sections.vae ? parameters.vae?.id : undefined,
    folder: parameters.folder ?? undefined,
    checkNsfw: parameters.checkNsfw || undefined,
    // Image to image and inpainting: strength and mask mean nothing without a source.
    seedImage: seedImage ?? undefined,
    strength: seedImage ? parameters.strength : undefined,
    maskImage: seedImage ? (parameters.maskImage ?? undefined) : undefined,
    maskMargin: seedImage && parameters.maskImage ? parameters.maskMargin : undefined,
    remixOf: parameters.remixOf ?? undefined,
    hiresFix: parameters.hiresFix,
    faceRefinement: parameters.faceRefinement,
    transparentBackground: parameters.transparentBackground || undefined,
    providerApiKey: context.apiKey?.trim() || undefined,
    providerEndpoint: context.apiEndpoint?.trim() || undefined,
  };
  return withoutUnset(input);
}

function withoutUnset<T extends object>(object: T): T {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined &&
        value !== null &&
        value !== '' &&
        !(Array.isArray(value) && value.length === 0),
    ),
  ) as T;
}
