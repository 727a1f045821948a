import { isCreationReference } from '../normalizeParameters';

/**
 * A saved image the gallery hands the dashboard as its source ("Use as source"): as the query
 * `?source=creation:<id>&preview=<url>` or as navigation state `{ source, preview }`.
 */
export interface SourceRequest {
  /** creation:<id>: sent as is, the server uploads it. */
  seedImage: string;
  /** A thumbnail to show; null shows a placeholder. */
  previewUrl: string | null;
}

/** Keys the request is read from (query and state); the dashboard drops them once applied. */
const SOURCE_KEYS = ['source', 'preview'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An http(s) address or a path on this site: what an <img> may show. */
function previewOf(value: unknown): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** The saved image to start from, from the query or else the navigation state; null for none. */
export function readSourceRequest(search: URLSearchParams, state: unknown): SourceRequest | null {
  const fromState = isRecord(state) ? state : {};
  const source = search.get('source') ?? fromState.source;
  if (typeof source !== 'string' || !isCreationReference(source)) return null;
  return {
    seedImage: source,
    previewUrl: previewOf(search.get('preview') ?? fromState.preview),
  };
}

/**
 * The address without the request, once applied: a reload or Back then keeps the source the user
 * has since chosen instead of handing the saved image over again.
 */
export function withoutSourceRequest(
  search: string,
  state: unknown,
): { search: string; state: unknown } {
  const query = new URLSearchParams(search);
  for (const key of SOURCE_KEYS) query.delete(key);
  const rest = query.toString();
  let kept = state;
  if (isRecord(state)) {
    const copy = { ...state };
    for (const key of SOURCE_KEYS) delete copy[key];
    kept = Object.keys(copy).length > 0 ? copy : null;
  }
  return { search: rest ? `?${rest}` : '', state: kept };
}
