import { type CatalogueModel } from '../../catalogue/catalogue-model.js';

/**
 * How well a model matches a free-text search, 0 for no match. The exact name weighs most, then
 * name-and-version, AIR, name prefix, name substring, AIR wildcard, version and tags; a query whose
 * every word appears somewhere still matches, weakest. Case-insensitive.
 */
export function searchRelevance(model: CatalogueModel, search: string): number {
  const query = search.toLowerCase();
  const name = model.name.toLowerCase();
  const air = model.air.toLowerCase();
  const version = model.version.toLowerCase();
  const tags = model.tags.map((tag) => tag.toLowerCase());

  if (name === query) return 100;
  if (`${name} ${version}` === query) return 90;
  if (air === query) return 85;
  if (name.startsWith(query)) return 70;
  if (name.includes(query)) return 60;
  if (air.includes(query) || (query.includes('*') && globMatches(query, air))) return 50;
  if (version.includes(query)) return 40;
  if (tags.includes(query)) return 35;
  if (tags.some((tag) => tag.includes(query))) return 30;

  const words = query.split(/\s+/).filter(Boolean);
  const haystacks = [name, air, version, ...tags];
  const everyWordFound = words.every((word) =>
    haystacks.some((haystack) => haystack.includes(word)),
  );
  return everyWordFound ? 10 : 0;
}

/** `civitai:4384@*` style wildcards over the whole AIR. */
function globMatches(pattern: string, value: string): boolean {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(value);
}
