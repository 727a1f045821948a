import type { MockLink } from '@apollo/client/testing';
import {
  GenerateImagesDocument,
  type GenerateImagesMutationVariables,
  GenerationUpdatedDocument,
  type QueuedGenerationFragment,
  QueuedGenerationNowDocument,
  type QueuedGenerationNowQueryVariables,
  UnfinishedGenerationCandidatesDocument,
} from '../../../graphql/generated/graphql';

type Status = QueuedGenerationFragment['status'];

export interface QueuedFixture {
  id: string;
  status: Status;
  /** The images as the server lists them (GeneratedImageResult), or how many to make up. */
  images?: number | unknown[];
  providerCostUsd?: number | null;
  creditsCharged?: number;
  errorCode?: string | null;
  errorMessage?: string | null;
  /** The request as the server keeps it (GenerateImagesInput). */
  parameters?: Record<string, unknown>;
  taskType?: QueuedGenerationFragment['taskType'];
  createdAt?: string;
  /** The request's taskUUID; one of its own unless given (as the page sent it). */
  taskUUID?: string;
}

/** A generation as the queue reads it (generation(id), generationUpdated, myGenerations). */
export function queuedGeneration({
  id,
  status,
  images = 0,
  providerCostUsd = null,
  creditsCharged,
  errorCode = null,
  errorMessage = null,
  parameters = {},
  taskType = 'imageInference',
  createdAt = new Date(Date.now() - 5000).toISOString(),
  taskUUID = `task-of-${id}`,
}: QueuedFixture) {
  const imageRows =
    typeof images === 'number'
      ? Array.from({ length: images }, (_, index) => ({
          __typename: 'GeneratedImageResult',
          imageURL: `https://images.example/${id}-${index}.png`,
          imageUUID: `${id}-${index}`,
          seed: 700 + index,
          cost: 0.0013,
          nsfw: false,
        }))
      : images;
  return {
    __typename: 'Generation',
    id,
    taskUUID,
    taskType,
    status,
    modelAir: 'civitai:101055@128078',
    parameters: {
      prompt: 'a lighthouse at dusk',
      model: 'civitai:101055@128078',
      width: 1024,
      height: 1024,
      imageCount: imageRows.length || 1,
      ...parameters,
    },
    createdAt,
    creditsCharged: creditsCharged ?? (status === 'succeeded' ? 0.23 * imageRows.length : 0),
    providerCostUsd,
    errorCode,
    errorMessage,
    images: imageRows,
  };
}

/**
 * One answer to generationUpdate(id) for the queue (with its position and the balance then);
 * `maxUsageCount` for a poll answered alike more than once. Each request's id goes into `asked`.
 */
export function queuedGenerationMock(
  fixture: QueuedFixture & {
    creditBalance?: number;
    maxUsageCount?: number;
    delay?: number;
    queuePosition?: number | null;
  },
  asked: string[] = [],
): MockLink.MockedResponse {
  const { creditBalance = 42.27, maxUsageCount = 1, delay, queuePosition = null } = fixture;
  return {
    request: {
      query: QueuedGenerationNowDocument,
      variables: (variables: QueuedGenerationNowQueryVariables) => {
        if (variables.id !== fixture.id) return false;
        asked.push(String(variables.id));
        return true;
      },
    },
    maxUsageCount,
    delay,
    result: {
      data: { generationUpdate: updatePayload(fixture, { queuePosition, creditBalance }) },
    },
  };
}

/** The newest generations as a reload finds them: these (none by default), however often asked. */
export function unfinishedGenerationsMock(
  generations: ReturnType<typeof queuedGeneration>[] = [],
): MockLink.MockedResponse {
  return {
    request: { query: UnfinishedGenerationCandidatesDocument, variables: { first: 20 } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { myGenerations: { __typename: 'GenerationPage', items: generations } } },
  };
}

/** The live channel, connected and quiet: every subscription stays open and hears nothing. */
export function liveUpdatesMock(): MockLink.MockedResponse {
  return {
    request: { query: GenerationUpdatedDocument },
    maxUsageCount: Number.POSITIVE_INFINITY,
    delay: Number.POSITIVE_INFINITY,
  };
}

/** A generateImages request: only queued (async) or only waited-for calls, each input recorded. */
export function generateRequest(
  sent: unknown[] | ((input: GenerateImagesMutationVariables['input']) => void),
  async: boolean,
) {
  return {
    query: GenerateImagesDocument,
    variables: (variables: GenerateImagesMutationVariables) => {
      if (Boolean(variables.async) !== async) return false;
      if (typeof sent === 'function') sent(variables.input);
      else sent.push(variables.input);
      return true;
    },
  };
}

/** The GenerationResult generateImages answers `request` with: pending and empty unless told. */
export function generationResultMock(
  request: MockLink.MockedResponse['request'],
  {
    delay,
    generationId,
    status = 'pending',
    totalCost = 0,
    creditsCharged = 0,
    creditBalance,
    durationMs = 0,
    images = [],
  }: {
    delay?: number;
    generationId: string;
    status?: string;
    totalCost?: number;
    creditsCharged?: number;
    creditBalance: number;
    durationMs?: number;
    images?: unknown[];
  },
): MockLink.MockedResponse {
  return {
    request,
    delay,
    result: {
      data: {
        generateImages: {
          __typename: 'GenerationResult',
          generationId,
          status,
          totalCost,
          creditsCharged,
          creditBalance,
          durationMs,
          images,
        },
      },
    },
  };
}

/**
 * Accepts one queued generateImages call (async: true) as the generation `generationId`, pending,
 * and records the input sent.
 */
export function acceptedGenerationMock(
  generationId: string,
  { delay, creditBalance = 42.04 }: { delay?: number; creditBalance?: number } = {},
  sent: unknown[] = [],
): MockLink.MockedResponse {
  return generationResultMock(generateRequest(sent, true), { delay, generationId, creditBalance });
}

/** A GenerationUpdate: the generation as it stands, its queue place, its wait, the balance. */
function updatePayload(
  fixture: QueuedFixture,
  {
    queuePosition = null,
    eta = null,
    creditBalance = 42.04,
  }: {
    queuePosition?: number | null;
    eta?: { expectedRunMs: number; expectedWaitMs: number } | null;
    creditBalance?: number;
  },
) {
  return {
    __typename: 'GenerationUpdate',
    queuePosition,
    eta: eta && { __typename: 'GenerationEta', ...eta },
    creditBalance,
    generation: queuedGeneration(fixture),
  };
}

/** What generationUpdated sends for a generation: as it stands, its queue place, the balance. */
export function generationUpdate(
  fixture: QueuedFixture,
  update: Parameters<typeof updatePayload>[1] = {},
) {
  return { data: { generationUpdated: updatePayload(fixture, update) } };
}
