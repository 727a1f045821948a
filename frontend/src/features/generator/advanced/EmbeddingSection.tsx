import type { Range } from '../capabilityLimits';
import type { ExtraModel } from '../generationParameters';
import type { ParametersAction } from '../state/parametersReducer';
import type { AddOnCatalog } from './AddModelDialog';
import { ExtraModelSection } from './ExtraModelSection';

interface EmbeddingSectionProps {
  embeddings: readonly ExtraModel[];
  dispatch: (action: ParametersAction) => void;
  catalog: AddOnCatalog;
  architectureId: number | undefined;
  /** Embeddings are weighted within the architecture's LoRA range. */
  weightRange: Range;
}

/**
 * Embeddings (textual inversions) with weights, shown when the model's extras or its
 * architecture's capability say it takes them (the dashboard's `sections`).
 */
export function EmbeddingSection({
  embeddings,
  dispatch,
  catalog,
  architectureId,
  weightRange,
}: EmbeddingSectionProps) {
  return (
    <ExtraModelSection
      kind="embedding"
      items={embeddings}
      catalog={catalog}
      architectureId={architectureId}
      weightRange={weightRange}
      onAdd={(item) => dispatch({ type: 'addExtra', list: 'embeddings', item })}
      onWeight={(index, weight) =>
        dispatch({ type: 'updateExtra', list: 'embeddings', index, changes: { weight } })
      }
      onRemove={(index) => dispatch({ type: 'removeExtra', list: 'embeddings', index })}
    />
  );
}
