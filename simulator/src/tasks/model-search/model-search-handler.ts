import { type CatalogueModel } from '../../catalogue/catalogue-model.js';
import { type ModelCatalogue } from '../../catalogue/model-catalogue.js';
import { type PublicUrls } from '../../http/public-urls.js';
import { type RawTask } from '../../protocol/task-parameters.js';
import { type PreparedTask, type ResultItem, type TaskHandler } from '../task-handler.js';
import { type ModelSearchQuery } from './model-search-query.js';
import { capabilitiesOf, modelSearchResult, sourceOf } from './model-search-result.js';
import { parseModelSearch } from './parse-model-search.js';
import { searchRelevance } from './search-relevance.js';

/** Filters, ranks and pages the catalogue; one data item with totalResults and results. */
export class ModelSearchHandler implements TaskHandler {
  readonly taskType = 'modelSearch';
  readonly keptOnReceipt = false;

  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly urls: PublicUrls,
  ) {}

  prepare(task: RawTask, taskUUID: string): PreparedTask {
    const query = parseModelSearch(task);
    return { deliveryMethod: 'sync', run: () => Promise.resolve([this.answer(query, taskUUID)]) };
  }

  private answer(query: ModelSearchQuery, taskUUID: string): ResultItem {
    const matches = this.catalogue.models
      .filter((model) => passesFilters(model, query))
      .map((model, order) => ({
        model,
        order,
        relevance: query.search ? searchRelevance(model, query.search) : 1,
      }))
      .filter((match) => match.relevance > 0)
      .sort((a, b) => b.relevance - a.relevance || a.order - b.order);
    return {
      taskType: this.taskType,
      taskUUID,
      totalResults: matches.length,
      results: matches
        .slice(query.offset, query.offset + query.limit)
        .map((match) => modelSearchResult(match.model, this.urls)),
    };
  }
}

function passesFilters(model: CatalogueModel, query: ModelSearchQuery): boolean {
  // IP-Adapters are not a modelSearch category at the provider: listed only when asked for by name.
  if (query.category ? model.category !== query.category : model.category === 'ipadapter') {
    return false;
  }
  if (query.type && model.type !== query.type) return false;
  const capabilities = capabilitiesOf(model);
  if (!query.capabilities.every((capability) => capabilities.includes(capability))) return false;
  if (query.source && sourceOf(model) !== query.source) return false;
  if (query.architecture && model.architecture !== query.architecture.toLowerCase()) return false;
  if (query.conditioning && model.conditioning !== query.conditioning) return false;
  if (query.visibility === 'public' && model.private) return false;
  if (query.visibility === 'private' && !model.private) return false;
  if (query.tags.length > 0) {
    const wanted = new Set(query.tags.map((tag) => tag.toLowerCase()));
    if (!model.tags.some((tag) => wanted.has(tag.toLowerCase()))) return false;
  }
  return true;
}
