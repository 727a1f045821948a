import {
  CHECKPOINT_TYPES,
  CONTROLNET_CONDITIONINGS,
  MODEL_CATEGORIES,
} from '../../catalogue/catalogue-model.js';
import { DOCUMENTATION } from '../../protocol/api-error.js';
import { type RawTask, TaskParameters } from '../../protocol/task-parameters.js';
import { type ModelSearchQuery, VISIBILITIES } from './model-search-query.js';

const KNOWN_PARAMETERS = new Set([
  'taskType',
  'taskUUID',
  'search',
  'tags',
  'category',
  'type',
  'architecture',
  'conditioning',
  'capabilities',
  'source',
  'sort',
  'visibility',
  'limit',
  'offset',
  'includeCost',
]);

/** Validates a modelSearch task the way the provider does. */
export function parseModelSearch(task: RawTask): ModelSearchQuery {
  const parameters = new TaskParameters(task, DOCUMENTATION.modelSearch);
  for (const name of Object.keys(task)) {
    if (!KNOWN_PARAMETERS.has(name)) {
      parameters.reject('unknownParameter', name, typeof task[name], `Unknown parameter ${name}.`);
    }
  }
  const search = parameters.optionalString('search', { max: 500 })?.trim();
  const category = parameters.optionalChoice('category', MODEL_CATEGORIES);
  const type = parameters.optionalChoice('type', CHECKPOINT_TYPES);
  const architecture = parameters.optionalString('architecture', { min: 1, max: 100 });
  const conditioning = parameters.optionalChoice('conditioning', CONTROLNET_CONDITIONINGS);
  const source = parameters.optionalChoice('source', ['featured', 'community'] as const);
  // `sort` is taken and the order stays by relevance: the simulator does not sort.
  return {
    ...(search ? { search } : {}),
    tags: parseTags(parameters),
    ...(category ? { category } : {}),
    ...(type ? { type } : {}),
    ...(architecture ? { architecture } : {}),
    ...(conditioning ? { conditioning } : {}),
    capabilities: (parameters.optionalArray('capabilities') ?? []).map(String),
    ...(source ? { source } : {}),
    visibility: parameters.optionalChoice('visibility', VISIBILITIES) ?? 'all',
    limit: parameters.optionalInteger('limit', { min: 1, max: 100 }) ?? 20,
    offset: parameters.optionalInteger('offset', { min: 0 }) ?? 0,
  };
}

/** An array of strings; one doc example sends a plain string, which is taken as one tag. */
function parseTags(parameters: TaskParameters): string[] {
  const tags = parameters.task.tags;
  if (tags === undefined || tags === null) return [];
  if (typeof tags === 'string') return tags ? [tags] : [];
  if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string')) {
    parameters.invalid('tags', 'array', 'tags must be an array of strings.');
  }
  return tags as string[];
}
