import { type SelectQueryBuilder } from 'typeorm';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { AIR_MAX_LENGTH } from '../catalog/air.js';
import { PROMPT_MAX_LENGTH } from '../generation/prompt-limits.js';
import { type Creation } from './entities/creation.entity.js';

/** The longest search: a whole prompt, pasted to find the images it made. */
export const SEARCH_MAX_LENGTH = PROMPT_MAX_LENGTH;
/** The years both JavaScript and PostgreSQL hold; a date outside would fail the query. */
const EARLIEST = Date.UTC(1, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/** What a client may narrow a gallery list by, as GraphQL and REST pass it. */
export interface CreationFilterInput {
  /** Words of the prompt. */
  search?: string | null;
  /** The model's AIR, exactly. */
  model?: string | null;
  /** Created at or after. */
  from?: Date | null;
  /** Created before. */
  to?: Date | null;
}

/** Filters checked and normalised: blank text is no filter. */
export interface CreationFilters {
  folderId?: string;
  search?: string;
  model?: string;
  from?: Date;
  to?: Date;
}

/** The filters a list may use, or a 400 naming the field at fault. */
export function checkedFilters(input: CreationFilterInput): Omit<CreationFilters, 'folderId'> {
  const search = input.search?.trim() || undefined;
  if (search && search.length > SEARCH_MAX_LENGTH) {
    throw new ValidationFailedError(`search must be at most ${SEARCH_MAX_LENGTH} characters`, {
      field: 'search',
    });
  }
  const model = input.model?.trim() || undefined;
  if (model && model.length > AIR_MAX_LENGTH) {
    throw new ValidationFailedError(`model must be at most ${AIR_MAX_LENGTH} characters`, {
      field: 'model',
    });
  }
  const from = checkedDate(input.from, 'from');
  const to = checkedDate(input.to, 'to');
  if (from && to && from > to) {
    throw new ValidationFailedError('from must not be after to', { field: 'from' });
  }
  return { search, model, from, to };
}

function checkedDate(value: Date | null | undefined, field: string): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const time = value.getTime();
  if (Number.isNaN(time)) {
    throw new ValidationFailedError(`${field} is not a valid date`, { field });
  }
  if (time < EARLIEST || time > LATEST) {
    throw new ValidationFailedError(`${field} must be a date in the years 1 to 9999`, { field });
  }
  return value;
}

/**
 * The caller's creations that pass the filters other than the text search (which
 * creation-text-search.ts applies), as a query under `alias`. Each filter has an index to walk
 * newest first: (user, created_at, id) for dates, (user, model, created_at, id) for a model,
 * (folder, created_at, id) for a folder.
 */
export function filteredCreations(
  query: SelectQueryBuilder<Creation>,
  alias: string,
  userId: string,
  filters: CreationFilters,
): SelectQueryBuilder<Creation> {
  query.where(`${alias}.userId = :userId`, { userId });
  const { folderId, model, from, to } = filters;
  if (folderId) query.andWhere(`${alias}.folderId = :folderId`, { folderId });
  if (model) query.andWhere(`${alias}.modelAir = :model`, { model });
  if (from) query.andWhere(`${alias}.createdAt >= :from`, { from });
  if (to) query.andWhere(`${alias}.createdAt < :to`, { to });
  return query;
}
