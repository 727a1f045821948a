import { REMIX_OF_KEY } from './dto/remix-source.js';

/** Settings that name the owner's own things: a viewer could not use them, nor should see them. */
const OWNER_KEYS = new Set([
  'seedImage',
  'maskImage',
  'strength',
  'folder',
  'sourceCreationId',
  REMIX_OF_KEY,
]);

/** Add-on lists whose items may carry the owner's guide images. */
const GUIDED_LISTS = new Set(['controlnets', 'controlNets', 'ipadapters', 'ipAdapters']);
const GUIDE_KEYS = new Set(['guideImage', 'guideImages']);

function withoutKeys(item: unknown, keys: Set<string>): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => !keys.has(key)));
}

/**
 * A shared image's settings as a viewer starts from them: every setting but the owner's source
 * and mask image, the guide images of its add-ons, its folder and its own remix credit.
 */
export function remixableParameters(parameters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(parameters)
      .filter(([key]) => !OWNER_KEYS.has(key))
      .map(([key, value]) => [
        key,
        GUIDED_LISTS.has(key) && Array.isArray(value)
          ? value.map((item) => withoutKeys(item, GUIDE_KEYS))
          : value,
      ]),
  );
}
