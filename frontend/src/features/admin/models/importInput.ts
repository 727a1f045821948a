import type {
  ImportModelInput,
  ProviderModelResultFragment,
} from '../../../graphql/generated/admin/graphql';

/** A selected result sent back as the search returned it, without our own annotations. */
export function toImportInput(result: ProviderModelResultFragment): ImportModelInput {
  return {
    air: result.air,
    name: result.name,
    version: result.version,
    category: result.category,
    type: result.type,
    architecture: result.architecture,
    tags: result.tags,
    heroImage: result.heroImage,
    private: result.private,
    defaultWidth: result.defaultWidth,
    defaultHeight: result.defaultHeight,
    defaultSteps: result.defaultSteps,
    defaultScheduler: result.defaultScheduler,
    defaultCFG: result.defaultCFG,
    positiveTriggerWords: result.positiveTriggerWords,
  };
}

/** The import summary: "Imported {ok} of {n} models, {failed} failed." */
export function importSummary(result: { imported: number; total: number; failed: number }) {
  return `Imported ${result.imported} of ${result.total} models, ${result.failed} failed.`;
}

export const CATEGORY_MISSING_REASON = 'Could not find a matching model category.';
export const IMPORT_FAILED_TEXT =
  'Could not import models. Contact the administrator if the problem persists.';
