import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import {
  ArchitectureSupportDocument,
  GeneratorBaseModelsDocument,
  GeneratorModelsDocument,
  GeneratorReferenceDocument,
} from '../../../graphql/generated/graphql';
import { type CatalogModel, sortByName } from '../modelChoices';

export type PickerStatus = 'loading' | 'error' | 'ready';

const NO_MODELS: CatalogModel[] = [];

/** The base models for the picker, every model for the add dialogs, and the reference lists. */
export function useGeneratorCatalog() {
  'use memo';
  const base = useQuery(GeneratorBaseModelsDocument);
  const all = useQuery(GeneratorModelsDocument);
  const reference = useQuery(GeneratorReferenceDocument);

  const baseModels = useMemo(
    () => sortByName(base.data?.baseModels ?? NO_MODELS),
    [base.data?.baseModels],
  );
  const baseStatus: PickerStatus = base.loading ? 'loading' : base.error ? 'error' : 'ready';
  const addOnStatus: PickerStatus =
    all.loading || reference.loading ? 'loading' : all.error || reference.error ? 'error' : 'ready';

  // A failed load is asked again on request; whatever loaded fine stays as it is.
  const baseFailed = base.error !== undefined;
  const allFailed = all.error !== undefined;
  const referenceFailed = reference.error !== undefined;
  const { refetch: refetchBase } = base;
  const { refetch: refetchAll } = all;
  const { refetch: refetchReference } = reference;
  const retry = useCallback(() => {
    // A second failure shows as the error state again; the rejection itself needs no handling.
    if (baseFailed) void refetchBase().catch(() => undefined);
    if (allFailed) void refetchAll().catch(() => undefined);
    if (referenceFailed) void refetchReference().catch(() => undefined);
  }, [baseFailed, allFailed, referenceFailed, refetchBase, refetchAll, refetchReference]);

  return {
    baseModels,
    baseStatus,
    retry,
    models: all.data?.models ?? NO_MODELS,
    addOnStatus,
    architectures: reference.data?.architectures ?? [],
    categories: reference.data?.modelCategories ?? [],
  };
}

/** Capability, size presets and schedulers of one architecture (fetched once each). */
export function useArchitectureSupport(architectureId: number | undefined) {
  const { data, loading } = useQuery(
    ArchitectureSupportDocument,
    architectureId === undefined ? skipToken : { variables: { architectureId } },
  );
  return {
    loading,
    capability: data?.architectureCapability ?? null,
    sizePresets: data?.sizePresets ?? [],
    schedulers: data?.schedulers ?? [],
  };
}
