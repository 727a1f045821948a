import type { MockLink } from '@apollo/client/testing';
import { type DocumentNode, GraphQLError } from 'graphql';
import {
  MyReferencesDocument,
  type MyReferencesQuery,
  ArchitectureSupportDocument,
  type ArchitectureSupportQuery,
  EstimateGenerationDocument,
  type EstimateGenerationQueryVariables,
  type GenerateImagesMutationVariables,
  GeneratorDescribeImageDocument,
  type GeneratorDescribeImageMutationVariables,
  GeneratorEnhancePromptDocument,
  type GeneratorEnhancePromptMutationVariables,
  GeneratorRemoveBackgroundDocument,
  type GeneratorRemoveBackgroundMutationVariables,
  GeneratorUploadImageDocument,
  type GeneratorUploadImageMutationVariables,
  GeneratorUpscaleImageDocument,
  type GeneratorUpscaleImageMutationVariables,
  GeneratorBaseModelsDocument,
  GeneratorFoldersDocument,
  GeneratorModelsDocument,
  GeneratorReferenceDocument,
  type GeneratorModelFragment,
  ReferenceImageGalleryDocument,
  SavedCopiesDocument,
} from '../../../graphql/generated/graphql';
import { recentGenerationsMock } from '../recent/testing/recentMocks';
import {
  generateRequest,
  generationResultMock,
  liveUpdatesMock,
  queuedGenerationMock,
  unfinishedGenerationsMock,
} from './queueMocks';

/** A small catalogue for component tests: two SDXL checkpoints, one FLUX, add-ons of each kind. */
export const ARCHITECTURES = [
  { __typename: 'Architecture', id: 1, architecture: 'SDXL 1.0' },
  { __typename: 'Architecture', id: 7, architecture: 'SD 1.5' },
  { __typename: 'Architecture', id: 12, architecture: 'FLUX.1 D' },
  { __typename: 'Architecture', id: 31, architecture: 'FLUX.1 Kontext D' },
];

export const CATEGORIES = [
  { __typename: 'ModelCategory', id: 1, category: 'checkpointBase' },
  { __typename: 'ModelCategory', id: 3, category: 'LoRA' },
  { __typename: 'ModelCategory', id: 4, category: 'Controlnet' },
  { __typename: 'ModelCategory', id: 5, category: 'VAE' },
  { __typename: 'ModelCategory', id: 6, category: 'Embedding' },
];

const fullExtras = { lora: true, controlnet: true, vae: true, ipadapter: true, embeddings: true };
const noExtras = {
  lora: false,
  controlnet: false,
  vae: false,
  ipadapter: false,
  embeddings: false,
};

function model(
  id: number,
  name: string,
  civitAIR: string,
  architectureId: number,
  modelCategoryId: number,
  overrides: Partial<GeneratorModelFragment> = {},
) {
  return {
    __typename: 'Model',
    id,
    name,
    version: '1.0',
    civitAIR,
    architectureId,
    modelCategoryId,
    modelType: modelCategoryId === 1 ? 'base' : null,
    heroImage: null,
    triggerWords: [],
    isPrivate: false,
    defaultSteps: 20,
    defaultCFG: 7,
    ...overrides,
    extras: {
      __typename: 'ModelExtras',
      ...(modelCategoryId === 1 ? fullExtras : noExtras),
      ...overrides.extras,
    },
  };
}

export const SDXL = model(1, 'SDXL', 'civitai:101055@128078', 1, 1);
export const JUGGERNAUT_XL = model(2, 'Juggernaut XL', 'civitai:133005@1759168', 1, 1);
export const FLUX_DEV = model(3, 'FLUX.1 Dev', 'runware:101@1', 12, 1, {
  extras: { ...noExtras, lora: true, controlnet: true },
});
/** Edits reference images by instruction: not in BASE_MODELS, add it where a test needs it. */
export const FLUX_KONTEXT = model(4, 'FLUX.1 Kontext [dev]', 'runware:106@1', 31, 1, {
  extras: noExtras,
});
/** FLUX.1 Kontext's architecture, which takes this many reference images. */
export const KONTEXT_ARCHITECTURE_ID = 31;
export const KONTEXT_REFERENCE_IMAGES = 2;
export const PIXEL_ART = model(10, 'Pixel Art XL', 'civitai:120096@135931', 1, 3, {
  triggerWords: ['pixel art'],
});
export const DETAIL_SD15 = model(11, 'Detail Tweaker LoRA', 'civitai:58390@62833', 7, 3);
export const SDXL_VAE = model(12, 'SDXL VAE', 'civitai:296576@333245', 1, 5);
export const CANNY = model(13, 'Canny Edge', 'runware:20@1', 1, 4);
export const EASY_NEGATIVE = model(14, 'EasyNegative', 'civitai:7808@9208', 1, 6);
export const BAD_HANDS_SD15 = model(15, 'Bad Hands SD 1.5', 'civitai:16993@20068', 7, 6);

export const BASE_MODELS = [FLUX_DEV, JUGGERNAUT_XL, SDXL];
export const ALL_MODELS = [
  ...BASE_MODELS,
  PIXEL_ART,
  DETAIL_SD15,
  SDXL_VAE,
  CANNY,
  EASY_NEGATIVE,
  BAD_HANDS_SD15,
];

export function baseModelsMock(
  models: unknown[] = BASE_MODELS,
  options: { error?: Error; delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: GeneratorBaseModelsDocument },
    ...(options.error ? { error: options.error } : { result: { data: { baseModels: models } } }),
    delay: options.delay,
  };
}

/**
 * Answers `mock`'s query with an error until `recovered()` says otherwise, then as `mock` does:
 * however often the page asks meanwhile (a warm-up and the page may each ask, before or after
 * the other's answer), the failure is what it sees.
 */
export function failingUntil(
  mock: MockLink.MockedResponse,
  recovered: () => boolean,
): MockLink.MockedResponse {
  return {
    request: mock.request,
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: () => (recovered() ? mock.result : { errors: [new GraphQLError('offline')] }),
  } as MockLink.MockedResponse;
}

export function modelsMock(models: unknown[] = ALL_MODELS): MockLink.MockedResponse {
  return { request: { query: GeneratorModelsDocument }, result: { data: { models } } };
}

export function referenceMock(): MockLink.MockedResponse {
  return {
    request: { query: GeneratorReferenceDocument },
    result: { data: { architectures: ARCHITECTURES, modelCategories: CATEGORIES } },
  };
}

const PRESETS = [
  ['square', 'Square', 1024, 1024],
  ['portrait', 'Portrait', 1024, 1536],
  ['landscape', 'Landscape', 1536, 1024],
  ['wide', 'Widescreen', 1920, 1088],
] as const;

type ArchitectureCapability = NonNullable<ArchitectureSupportQuery['architectureCapability']>;

/**
 * What SDXL 1.0 accepts; FLUX (architecture 12) refuses a negative prompt, takes no embeddings
 * and draws a transparent background, which SDXL does not.
 */
export const SDXL_CAPABILITY = {
  supportsLoRA: true,
  supportsControlNet: true,
  supportsVAE: true,
  supportsIPAdapter: true,
  supportsEmbeddings: true,
  supportsNegativePrompt: true,
  supportsHiresFix: true,
  supportsFaceRefinement: true,
  supportsTransparentBackground: false,
  defaultSteps: 20,
  defaultCFG: 7,
  minSteps: 1,
  maxSteps: 100,
  minDimension: 128,
  maxDimension: 2048,
  dimensionMultiple: 64,
  minLoraWeight: 0,
  maxLoraWeight: 2,
  minControlNetWeight: 0,
  maxControlNetWeight: 1,
  minIpAdapterWeight: 0,
  maxIpAdapterWeight: 1,
  supportsOutpaint: true,
  supportsPulid: false,
  supportsSeedImage: true,
  maxReferenceImages: 0,
} satisfies Omit<ArchitectureCapability, 'architectureId' | '__typename'>;

export type CapabilityOverrides = Partial<
  Omit<ArchitectureCapability, 'architectureId' | '__typename'>
>;

export function supportMock(
  architectureId: number,
  capability: CapabilityOverrides | null = {},
): MockLink.MockedResponse {
  return {
    request: { query: ArchitectureSupportDocument, variables: { architectureId } },
    result: {
      data: {
        architectureCapability: capability && {
          __typename: 'ArchitectureCapability',
          architectureId,
          ...SDXL_CAPABILITY,
          ...(architectureId === 12
            ? {
                supportsNegativePrompt: false,
                supportsEmbeddings: false,
                supportsTransparentBackground: true,
                supportsPulid: true,
              }
            : {}),
          ...(architectureId === KONTEXT_ARCHITECTURE_ID
            ? {
                supportsNegativePrompt: false,
                supportsEmbeddings: false,
                maxReferenceImages: KONTEXT_REFERENCE_IMAGES,
                supportsSeedImage: false,
              }
            : {}),
          ...capability,
        },
        sizePresets: PRESETS.map(([name, label, width, height], index) => ({
          __typename: 'SizePreset',
          id: architectureId * 10 + index,
          architectureId,
          name,
          label,
          width,
          height,
          sortOrder: index,
        })),
        schedulers: [
          ['Default', 'Default'],
          ['Euler', 'Euler'],
        ].map(([schedulerKey, friendlyName], index) => ({
          __typename: 'Scheduler',
          id: architectureId * 10 + index,
          architectureId,
          schedulerKey,
          friendlyName,
          isDefault: index === 0,
        })),
      },
    },
  };
}

export const FOLDERS = [
  { __typename: 'Folder', id: 'f-default', name: 'Default', isDefault: true },
  { __typename: 'Folder', id: 'f-trips', name: 'Trips', isDefault: false },
];

export function foldersMock(folders: unknown[] = FOLDERS): MockLink.MockedResponse {
  return { request: { query: GeneratorFoldersDocument }, result: { data: { folders } } };
}

export interface EstimateFixture {
  /** Credits per requested image (default 0.23). */
  creditsPerImage?: number;
  creditBalance?: number;
  /** Default: whether the balance covers the credits. */
  affordable?: boolean;
}

/**
 * Answers the dashboard's estimates (every one, unless `maxUsageCount` says otherwise) and
 * records the inputs priced. The price grows with the image count, as the server's does.
 */
export function estimateMock(
  fixture: EstimateFixture | Error = {},
  priced: PricedEstimates = [],
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  const request = {
    query: EstimateGenerationDocument,
    variables: (variables: EstimateGenerationQueryVariables) => {
      priced.push(variables.input);
      return true;
    },
  };
  if (fixture instanceof Error) return { request, error: fixture, maxUsageCount };
  const { creditsPerImage = 0.23, creditBalance = 42.5 } = fixture;
  return {
    request,
    maxUsageCount,
    result: ({ input }: EstimateGenerationQueryVariables) => {
      const credits = Math.round(creditsPerImage * (input.imageCount ?? 1) * 100) / 100;
      return {
        data: {
          estimateGeneration: {
            __typename: 'GenerationEstimate',
            credits,
            providerCostUsd: credits / 100,
            creditBalance,
            affordable: fixture.affordable ?? creditBalance >= credits,
          },
        },
      };
    },
  };
}

/** Everything the dashboard asks for on a first visit with the SDXL model chosen. */
export function dashboardMocks(): MockLink.MockedResponse[] {
  return [
    baseModelsMock(),
    modelsMock(),
    referenceMock(),
    supportMock(1),
    supportMock(12),
    foldersMock(),
    estimateMock(),
    recentGenerationsMock(),
    savedCopiesMock([]),
    unfinishedGenerationsMock(),
    liveUpdatesMock(),
    savedReferencesMock(),
  ];
}

/** The user's saved characters and styles (Advanced Settings' Reference choice): none unless given. */
export function savedReferencesMock(
  references: MyReferencesQuery['myReferences'] = [],
): MockLink.MockedResponse {
  return {
    request: { query: MyReferencesDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { myReferences: references } },
  };
}

/** A saved image offered as a reference image: its thumbnail and prompt. */
export function savedImage(id: string, prompt: string) {
  return {
    __typename: 'Creation' as const,
    id,
    thumbnailUrl: `https://cdn.example/${id}.webp`,
    prompt,
  };
}

/** The newest saved images the Reference images section offers from the gallery. */
export function referenceImageGalleryMock(
  items: ReturnType<typeof savedImage>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: ReferenceImageGalleryDocument, variables: { first: 24 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { creations: { __typename: 'CreationPage', items } } },
  };
}

/**
 * Where the shown results are saved, for any results: in these folders (all copies of the first
 * result, https://images.example/0.jpg, saved images c-0, c-1, …), or nowhere. Answers
 * `maxUsageCount` times (default: always); `nsfw`: the copies were flagged by the content check.
 */
export function savedCopiesMock(
  folders: readonly string[],
  maxUsageCount = Number.POSITIVE_INFINITY,
  nsfw = false,
): MockLink.MockedResponse {
  return {
    request: { query: SavedCopiesDocument, variables: () => true },
    maxUsageCount,
    result: {
      data: {
        savedCopies: folders.map((name, index) => ({
          __typename: 'Creation',
          id: `c-${index}`,
          sourceImageId: 'https://images.example/0.jpg',
          nsfw,
          folder: { __typename: 'Folder', id: `f-${name}`, name },
        })),
      },
    },
  };
}

export interface GenerateOutcome {
  images: number;
  creditsCharged?: number;
  creditBalance?: number;
  delay?: number;
  /** The content check's verdict per image (null: not checked). */
  nsfw?: (boolean | null)[];
  /** The generation's id (default: one of its own per call). */
  generationId?: string;
}

/** The generation inputs a generateImages mock records, in the order they were sent. */
export type SentGenerations = GenerateImagesMutationVariables['input'][];
/** The inputs an estimate mock records, in the order they were priced. */
export type PricedEstimates = EstimateGenerationQueryVariables['input'][];

type SentInputs = SentGenerations | ((input: GenerateImagesMutationVariables['input']) => void);

function imageResults(outcome: GenerateOutcome) {
  return Array.from({ length: outcome.images }, (_, index) => ({
    __typename: 'GeneratedImageResult',
    imageURL: `https://images.example/${index}.jpg`,
    imageUUID: `uuid-${index}`,
    seed: 100 + index,
    cost: 0.0013,
    nsfw: outcome.nsfw?.[index] ?? null,
  }));
}

let generationCount = 0;

/**
 * Answers one queued generateImages call (async: true, whatever its random task id) and the
 * generation's first read, and records the input sent: into an array, or through a function (to
 * note more at send time). The request is accepted (pending), and the read finds the generation
 * finished with the images; a refusal answers the request itself. Each call a generation of its
 * own id. Spread it into the mocks: `...generateImagesMock({ images: 1 })`.
 */
export function generateImagesMock(
  outcome: GenerateOutcome | GraphQLError,
  sent: SentInputs = [],
): MockLink.MockedResponse[] {
  const request = generateRequest(sent, true);
  if (outcome instanceof GraphQLError) return [{ request, result: { errors: [outcome] } }];
  generationCount += 1;
  const generationId =
    outcome.generationId ?? `b4c1f6f2-8f5e-4a55-9d0c-${String(generationCount).padStart(12, '0')}`;
  const creditBalance = outcome.creditBalance ?? 42.27;
  return [
    generationResultMock(request, { delay: outcome.delay, generationId, creditBalance }),
    queuedGenerationMock({
      id: generationId,
      status: 'succeeded',
      images: imageResults(outcome),
      providerCostUsd: 0.0013 * outcome.images,
      creditsCharged: outcome.creditsCharged ?? 0.23 * outcome.images,
      creditBalance,
    }),
  ];
}

/** Answers one generateImages call that waits for its images (the user's own provider key). */
export function waitedGenerateImagesMock(
  outcome: GenerateOutcome | GraphQLError,
  sent: SentInputs = [],
): MockLink.MockedResponse {
  const request = generateRequest(sent, false);
  if (outcome instanceof GraphQLError) return { request, result: { errors: [outcome] } };
  return generationResultMock(request, {
    delay: outcome.delay,
    generationId: 'b4c1f6f2-8f5e-4a55-9d0c-0a4c2f7c1e01',
    status: 'succeeded',
    totalCost: 0.0013 * outcome.images,
    creditsCharged: outcome.creditsCharged ?? 0.23 * outcome.images,
    creditBalance: outcome.creditBalance ?? 42.27,
    durationMs: 120,
    images: imageResults(outcome),
  });
}

/** A recorder of the inputs a mocked mutation was sent. */
type Sent<Input> = Input[];

type Outcome<T> = T | GraphQLError;

/**
 * Answers one call of the mutation `query` with `field` as the outcome made into its result by
 * `result` (an error as it is), and records the input sent.
 */
function mutationMock<T>(
  query: DocumentNode,
  field: string,
  outcome: Outcome<T>,
  sent: Sent<unknown>,
  delay?: number,
  result: (value: T) => unknown = (value) => value,
): MockLink.MockedResponse {
  return {
    request: {
      query,
      variables: (variables: { input: unknown }) => {
        sent.push(variables.input);
        return true;
      },
    },
    delay,
    result:
      outcome instanceof GraphQLError
        ? { errors: [outcome] }
        : { data: { [field]: result(outcome) } },
  };
}

/** Answers one uploadImage call with this imageUUID (or the error) and records the input. */
export function uploadImageMock(
  outcome: Outcome<string>,
  sent: Sent<GeneratorUploadImageMutationVariables['input']> = [],
  delay?: number,
): MockLink.MockedResponse {
  return mutationMock(GeneratorUploadImageDocument, 'uploadImage', outcome, sent, delay, (id) => ({
    __typename: 'UploadedImage',
    imageUUID: id,
    imageURL: `https://images.example/${id}.png`,
  }));
}

/** What an upscale or a background removal answers: one image, charged. */
export function toolResult(imageUUID: string, creditsCharged = 0.05) {
  return {
    __typename: 'GenerationResult',
    generationId: `tool-${imageUUID}`,
    creditsCharged,
    creditBalance: 42.45,
    totalCost: 0.0005,
    images: [
      {
        __typename: 'GeneratedImageResult',
        imageURL: `https://images.example/${imageUUID}.png`,
        imageUUID,
        cost: 0.0005,
      },
    ],
  };
}

export function upscaleImageMock(
  outcome: Outcome<ReturnType<typeof toolResult>>,
  sent: Sent<GeneratorUpscaleImageMutationVariables['input']> = [],
  delay?: number,
): MockLink.MockedResponse {
  return mutationMock(GeneratorUpscaleImageDocument, 'upscaleImage', outcome, sent, delay);
}

export function removeBackgroundMock(
  outcome: Outcome<ReturnType<typeof toolResult>>,
  sent: Sent<GeneratorRemoveBackgroundMutationVariables['input']> = [],
  delay?: number,
): MockLink.MockedResponse {
  return mutationMock(GeneratorRemoveBackgroundDocument, 'removeBackground', outcome, sent, delay);
}

/** Answers one describeImage call with this text (or the error) and records the input. */
export function describeImageMock(
  outcome: Outcome<string>,
  sent: Sent<GeneratorDescribeImageMutationVariables['input']> = [],
  delay?: number,
): MockLink.MockedResponse {
  return mutationMock(
    GeneratorDescribeImageDocument,
    'describeImage',
    outcome,
    sent,
    delay,
    (text) => ({
      __typename: 'ImageDescription',
      generationId: 'g-describe',
      text,
      creditsCharged: 0.02,
      creditBalance: 42.48,
    }),
  );
}

/** Answers one enhancePrompt call with these suggestions (or the error) and records the input. */
export function enhancePromptMock(
  outcome: Outcome<string[]>,
  sent: Sent<GeneratorEnhancePromptMutationVariables['input']> = [],
  delay?: number,
): MockLink.MockedResponse {
  return mutationMock(
    GeneratorEnhancePromptDocument,
    'enhancePrompt',
    outcome,
    sent,
    delay,
    (prompts) => ({
      __typename: 'EnhancedPrompts',
      generationId: 'g-enhance',
      prompts,
      creditsCharged: 0.01,
      creditBalance: 42.49,
    }),
  );
}
