import { useQuery } from '@apollo/client/react';
import { Select } from 'antd';
import { useId, useMemo, useState } from 'react';
import { GalleryModelFilterDocument } from '../../graphql/generated/graphql';
import { modelFilterOptions } from './modelFilterOptions';

/** The select's value for "no model filter" (a Select option cannot be null). */
const ALL_MODELS = '';

interface ModelFilterProps {
  /** The model filtered by (AIR identifier), or null for all. */
  value: string | null;
  onChange: (model: string | null) => void;
  /** The full width of its line (a phone's unfolded filters). */
  block?: boolean;
}

/**
 * The gallery's model filter: the models the user has saved images of, each once (asked once the
 * select is first used, and again on each visit: an image saved or deleted since may change them).
 * In the gallery's deferred chunk (deferredParts.ts), with the select's code.
 */
export function ModelFilter({ value, onChange, block = false }: ModelFilterProps) {
  // An id of our own: antd's generated ones are all alike in tests, and a modal title's must be unique.
  const id = useId();
  const [modelsWanted, setModelsWanted] = useState(false);
  const used = useQuery(GalleryModelFilterDocument, {
    skip: !modelsWanted,
    fetchPolicy: 'cache-and-network',
  });

  const options = useMemo(
    () => [
      { value: ALL_MODELS, label: 'All models' },
      ...modelFilterOptions(used.data?.creationModels ?? [], value),
    ],
    [used.data, value],
  );

  return (
    <Select
      id={id}
      aria-label="Model"
      value={value ?? ALL_MODELS}
      onChange={(chosen: string) => onChange(chosen === ALL_MODELS ? null : chosen)}
      onFocus={() => setModelsWanted(true)}
      onOpenChange={(open) => open && setModelsWanted(true)}
      loading={used.loading}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
      virtual={false}
      popupMatchSelectWidth={false}
      style={{ width: block ? '100%' : 'min(100%, 220px)' }}
    />
  );
}
