import type { SharedRemixQuery } from '../../graphql/generated/sharing/graphql';
import { copiedSettingsOf } from '../gallery/generationDetails';

type SharedRemix = SharedRemixQuery['sharedRemix'];

/**
 * A shared image's settings in the very shape the gallery's "Copy Settings to Dashboard" stores,
 * with the image they came from (`remixOf`), which the dashboard sends with each generation so
 * the server credits it.
 */
export function remixSettingsOf(remix: SharedRemix): Record<string, unknown> {
  return {
    ...copiedSettingsOf({ ...remix, imageUrl: '' }),
    remixOf: { slug: remix.slug, creationId: remix.creationId },
  };
}
