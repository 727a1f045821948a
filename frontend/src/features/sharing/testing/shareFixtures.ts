import type { ShareLinkItemFragment } from '../../../graphql/generated/sharing/graphql';

/** Answers carry __typename as the server's do (Apollo asks for it in every selection). */
type Typed<T> = T & { __typename: string };

/**
 * A link to image c1, as the server answers it: never expires, no password, download on. Made
 * at midday UTC, the same date in every time zone.
 */
export function shareLink(
  id: string,
  overrides: Partial<ShareLinkItemFragment> = {},
): Typed<ShareLinkItemFragment> {
  const folder = overrides.folder ? { __typename: 'Folder', ...overrides.folder } : null;
  return {
    __typename: 'ShareLink',
    id,
    url: `https://studio.example/s/slug-${id}`,
    kind: 'creation',
    creationId: 'c1',
    folderId: null,
    thumbnailUrl: `/api/files/users/7/thumbnails/c1.webp?expires=1&signature=${id}`,
    expiresAt: null,
    hasPassword: false,
    allowDownload: true,
    showPrompt: false,
    views: 0,
    lastViewedAt: null,
    createdAt: '2026-01-15T12:00:00.000Z',
    ...overrides,
    folder,
  };
}

/** A link to a folder, by its name. */
export function folderShareLink(
  id: string,
  name: string,
  overrides: Partial<ShareLinkItemFragment> = {},
): Typed<ShareLinkItemFragment> {
  return shareLink(id, {
    kind: 'folder',
    creationId: null,
    folderId: `f-${id}`,
    thumbnailUrl: null,
    folder: { id: `f-${id}`, name },
    ...overrides,
  });
}
