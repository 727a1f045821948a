import { DomainError } from '../../common/errors/domain-errors.js';
import { CATEGORY_MISSING } from './model-import-mapping.js';

export class ModelCategoryMissingError extends DomainError {
  readonly code = 'MODEL_CATEGORY_MISSING';
  readonly status = 400;
  constructor() {
    super(CATEGORY_MISSING, { field: 'modelCategoryId' });
  }
}
