import { domainError } from '../../common/errors/domain-errors.js';
import { CATEGORY_MISSING } from './model-import-mapping.js';

export class ModelCategoryMissingError extends domainError('MODEL_CATEGORY_MISSING', 400) {
  constructor() {
    super(CATEGORY_MISSING, { field: 'modelCategoryId' });
  }
}
