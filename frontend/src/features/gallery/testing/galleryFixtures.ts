import type { MockLink } from '@apollo/client/testing';
import {
  GalleryCreationsDocument,
  type GalleryCreationFragment,
  type GalleryFolderFragment,
  GalleryFoldersDocument,
  GalleryModelFilterDocument,
  GalleryModelsDocument,
} from '../../../graphql/generated/graphql';
import type { CreationActions } from '../CreationGrid';
import { GALLERY_PAGE_SIZE } from '../galleryPageSize';

/** Every action on a creation, each a jest.fn() that does nothing (the viewer's need no open). */
export function actionSpies(): CreationActions {
  return {
    open: jest.fn(),
    details: jest.fn(),
    download: jest.fn(),
    move: jest.fn(),
    remove: jest.fn(),
    tool: jest.fn(),
    share: jest.fn(),
    vary: jest.fn(),
    expand: jest.fn(),
  };
}

/** Answers carry __typename as the server's do (Apollo asks for it in every selection). */
type Typed<T> = T & { __typename: string };

export function folder(id: string, name: string, isDefault = false): Typed<GalleryFolderFragment> {
  return { __typename: 'Folder', id, name, isDefault };
}

export const defaultFolder = folder('f-default', 'Default', true);
export const landscapes = folder('f-landscapes', 'Landscapes');
export const portraits = folder('f-portraits', 'Portraits');

export function creation(
  n: number,
  overrides: Partial<GalleryCreationFragment> = {},
): Typed<GalleryCreationFragment> {
  return {
    __typename: 'Creation',
    id: `c${n}`,
    imageUrl: `/api/files/users/7/creations/c${n}.jpg?expires=1&signature=s${n}`,
    thumbnailUrl: `/api/files/users/7/thumbnails/c${n}.webp?expires=1&signature=t${n}`,
    prompt: `Prompt ${n}`,
    negativePrompt: null,
    modelId: 'rundiffusion:130@100',
    width: 256,
    height: 256,
    format: 'jpeg',
    parameters: { steps: 20 },
    // Newest first, one minute apart, around midday UTC (the same date in every time zone).
    createdAt: new Date(Date.UTC(2026, 0, 15, 12, 0) - n * 60_000).toISOString(),
    sourceCreationId: null,
    nsfw: false,
    remixedFrom: null,
    folder: defaultFolder,
    ...overrides,
  };
}

/** Creations numbered from `from`, `count` of them. */
export const creations = (from: number, count: number, overrides = {}) =>
  Array.from({ length: count }, (_, i) => creation(from + i, overrides));

export function foldersMock(
  folders: GalleryFolderFragment[] = [defaultFolder, landscapes],
  options: { delay?: number; error?: Error } = {},
): MockLink.MockedResponse {
  const request = { query: GalleryFoldersDocument };
  if (options.error) return { request, error: options.error, delay: options.delay };
  return {
    request,
    result: {
      data: { folders: folders.map((known) => ({ __typename: 'Folder', ...known })) },
    },
    delay: options.delay,
  };
}

/** The filters a list was asked with, as the request carries them (only those set). */
interface FilterArgs {
  search?: string;
  model?: string;
  from?: string;
  to?: string;
}

interface PageOptions {
  folderId?: string | null;
  filters?: FilterArgs;
  after?: string;
  hasMore?: boolean;
  nextCursor?: string | null;
  delay?: number;
}

/** The GalleryCreations request the gallery sends for this folder, these filters and this cursor. */
function creationsRequest({
  folderId = null,
  filters = {},
  after,
}: PageOptions): MockLink.MockedResponse['request'] {
  return {
    query: GalleryCreationsDocument,
    variables: {
      folderId,
      first: GALLERY_PAGE_SIZE,
      ...filters,
      ...(after === undefined ? {} : { after }),
    },
  };
}

/** One answer of GalleryCreations: a page of the given items. */
export function creationsPageMock(
  items: GalleryCreationFragment[],
  options: PageOptions = {},
): MockLink.MockedResponse {
  const { hasMore = false, nextCursor, delay } = options;
  return {
    request: creationsRequest(options),
    result: {
      data: {
        creations: {
          __typename: 'CreationPage',
          items: items.map((item) => ({ __typename: 'Creation', ...item })),
          hasMore,
          nextCursor:
            nextCursor === undefined ? (hasMore ? `after-${items.at(-1)?.id}` : null) : nextCursor,
        },
      },
    },
    delay,
  };
}

export function creationsErrorMock(
  options: PageOptions = {},
  message = 'Failed to fetch',
): MockLink.MockedResponse {
  return {
    request: creationsRequest(options),
    error: new Error(message),
  };
}

export function modelsMock(
  models: { id: number; name: string; version: string | null; civitAIR: string }[],
): MockLink.MockedResponse {
  return {
    request: { query: GalleryModelsDocument },
    result: { data: { models: models.map((model) => ({ __typename: 'Model', ...model })) } },
  };
}

type FixtureModel = { id: number; name: string; version: string | null; civitAIR: string };

/**
 * The models of the user's images, as the model filter asks for them: a catalogue model each, or
 * an AIR alone (no longer in the catalogue). Answers every time it is asked (once per visit).
 */
export function creationModelsMock(used: (FixtureModel | string)[]): MockLink.MockedResponse {
  const creationModels = used.map((entry) =>
    typeof entry === 'string'
      ? { __typename: 'CreationModel', modelId: entry, model: null }
      : {
          __typename: 'CreationModel',
          modelId: entry.civitAIR,
          model: { __typename: 'Model', ...entry },
        },
  );
  return {
    request: { query: GalleryModelFilterDocument },
    result: { data: { creationModels } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
