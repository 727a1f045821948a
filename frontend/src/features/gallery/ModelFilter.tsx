import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { GalleryModelsDocument } from '../../graphql/generated/graphql';
import { modelLabel } from './generationDetails';

/** The select's value for "no model filter" (a Select option cannot be null). */
const ALL_MODELS = '';

interface ModelFilterProps {
  /** The model filtered by (AIR identifier), or null for all. */
  value: string | null;
  onChange: (model: string | null) => void;
  /** The models of the images loaded so far, offered beside the catalogue's. */
  loadedModelIds: readonly string[];
}

/**
 * The gallery's model filter. The list is the catalogue the Generation Details panel reads (asked
 * once the select is first used) plus the models of the images loaded, so a model since removed
 * from the catalogue can still be picked. In the gallery's deferred chunk (deferredParts.ts), with
 * the select's code.
 */
export function ModelFilter({ value, onChange, loadedModelIds }: ModelFilterProps) {
  // An id of our own: antd's generated ones are all alike in tests, and a modal title's must be unique.
  const id = useId();
  const [modelsWanted, setModelsWanted] = useState(false);
  const catalogue = useQuery(GalleryModelsDocument, { skip: !modelsWanted });

  const options = useMemo(() => {
    const known = catalogue.data?.models ?? [];
    const ids = new Set([
      ...known.map((model) => model.civitAIR),
      ...loadedModelIds,
      ...(value ? [value] : []),
    ]);
    const models = [...ids]
      .filter((modelId) => modelId.trim() !== '')
      .map((modelId) => ({ value: modelId, label: modelLabel(modelId, known) }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: ALL_MODELS, label: 'All models' }, ...models];
  }, [catalogue.data, loadedModelIds, value]);

  return (
    <Select
      id={id}
      aria-label="Model"
      value={value ?? ALL_MODELS}
      onChange={(chosen: string) => onChange(chosen === ALL_MODELS ? null : chosen)}
      onFocus={() => setModelsWanted(true)}
      onOpenChange={(open) => open && setModelsWanted(true)}
      loading={catalogue.loading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ width: 'min(100%, 220px)' }}
    />
  );
}
