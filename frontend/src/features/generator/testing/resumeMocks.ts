import type { MockLink } from '@apollo/client/testing';
import {
  FollowedGenerationDocument,
  type FollowedGenerationQueryVariables,
  InFlightGenerationCandidatesDocument,
  type InFlightGenerationCandidatesQueryVariables,
} from '../../../graphql/generated/graphql';
import { defaultParameters, type GenerationParameters } from '../generationParameters';
import { type InFlightGeneration, writeInFlightGeneration } from '../state/inFlightGeneration';
import { IN_FLIGHT_GENERATION_KEY } from '../../../lib/storageKeys';

export const RESUMED_TASK_UUID = '5f0c3a8e-2b1d-4c6e-9a7f-1e2d3c4b5a69';
export const RESUMED_GENERATION_ID = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';

/** What the dashboard stored when it sent a generation, as a reload finds it. */
export function storeInFlight(
  overrides: Partial<Omit<InFlightGeneration, 'parameters'>> & {
    parameters?: Partial<GenerationParameters>;
  } = {},
): InFlightGeneration {
  const { parameters, ...rest } = overrides;
  const record: InFlightGeneration = {
    taskUUID: RESUMED_TASK_UUID,
    userId: '7',
    negativePrompt: 'blurry, bad quality',
    context: { model: 'civitai:101055@128078', baseArchitecture: 'SDXL 1.0' },
    startedAt: Date.now() - 20_000,
    ...rest,
    parameters: {
      ...defaultParameters(),
      prompt: 'a lighthouse at dusk',
      model_id: 'civitai:101055@128078',
      width: 1024,
      height: 768,
      format: 'png',
      imageCount: 2,
      ...parameters,
    },
  };
  writeInFlightGeneration(record);
  return record;
}

/** The stored record as JSON, or null. */
export function storedInFlight(): Record<string, unknown> | null {
  const raw = sessionStorage.getItem(IN_FLIGHT_GENERATION_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

function generationRow(id: string, taskUUID: string, status: string) {
  return { __typename: 'Generation', id, taskUUID, status };
}

/**
 * One answer to the lookup of the newest generations (asked with first: 10 only), the
 * resumed one among them unless `found` is false. Each request's variables go into `asked`.
 */
export function candidatesMock(
  { found = true }: { found?: boolean } = {},
  asked: InFlightGenerationCandidatesQueryVariables[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: InFlightGenerationCandidatesDocument,
      variables: (variables: InFlightGenerationCandidatesQueryVariables) => {
        asked.push(variables);
        return variables.first === 10;
      },
    },
    result: {
      data: {
        myGenerations: {
          __typename: 'GenerationPage',
          items: [
            generationRow('a1b2c3d4-0000-4000-8000-000000000001', 'another-task', 'succeeded'),
            ...(found ? [generationRow(RESUMED_GENERATION_ID, RESUMED_TASK_UUID, 'pending')] : []),
            generationRow('a1b2c3d4-0000-4000-8000-000000000002', 'older-task', 'failed'),
          ],
        },
      },
    },
  };
}

export interface FollowedFixture {
  status: 'pending' | 'running' | 'succeeded' | 'failed' | 'unknown';
  images?: number;
  providerCostUsd?: number | null;
  errorCode?: string | null;
  errorMessage?: string | null;
}

/** One answer to generation(id) for the resumed generation. Each request's id goes into `asked`. */
export function followedMock(
  {
    status,
    images = 0,
    providerCostUsd = null,
    errorCode = null,
    errorMessage = null,
  }: FollowedFixture,
  asked: string[] = [],
): MockLink.MockedResponse {
  return {
    request: {
      query: FollowedGenerationDocument,
      variables: (variables: FollowedGenerationQueryVariables) => {
        asked.push(String(variables.id));
        return variables.id === RESUMED_GENERATION_ID;
      },
    },
    result: {
      data: {
        generation: {
          __typename: 'Generation',
          id: RESUMED_GENERATION_ID,
          taskUUID: RESUMED_TASK_UUID,
          status,
          images: Array.from({ length: images }, (_, index) => ({
            __typename: 'GeneratedImageResult',
            imageURL: `https://images.example/resumed-${index}.png`,
            imageUUID: `resumed-${index}`,
            seed: 500 + index,
            cost: 0.0013,
            nsfw: false,
          })),
          providerCostUsd,
          creditsCharged: status === 'succeeded' ? 0.21 : 0,
          errorCode,
          errorMessage,
          completedAt:
            status === 'succeeded' || status === 'failed' ? '2026-03-01T10:00:05.000Z' : null,
        },
      },
    },
  };
}
