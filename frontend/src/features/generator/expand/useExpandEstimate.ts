import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  EstimateGenerationDocument,
  type EstimateGenerationQuery,
  type GenerateImagesInput,
} from '../../../graphql/generated/graphql';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

/** How long the sides and the prompt rest before they are priced. */
export const EXPAND_ESTIMATE_DEBOUNCE_MS = 400;

export type ExpandEstimate = EstimateGenerationQuery['estimateGeneration'];

/**
 * What the expansion would hold, asked of the server (estimateGeneration) as the dialog changes,
 * debounced; null while nothing is asked or after a refusal. The dialog's own small copy of the
 * dashboard's estimate hook: the dialog's chunk then shares no module with the dashboard's first
 * load, which keeps that load as it was.
 */
export function useExpandEstimate(input: GenerateImagesInput | null): ExpandEstimate | null {
  const key = input ? JSON.stringify(input) : null;
  const settledKey = useDebouncedValue(key, EXPAND_ESTIMATE_DEBOUNCE_MS);
  const variables = useMemo(
    () => (settledKey ? { input: JSON.parse(settledKey) as GenerateImagesInput } : undefined),
    [settledKey],
  );
  const { data, dataState, previousData, error } = useQuery(
    EstimateGenerationDocument,
    variables ? { variables, fetchPolicy: 'network-only' } : skipToken,
  );
  if (!key || !variables || error) return null;
  if (dataState === 'complete') return data.estimateGeneration;
  return previousData?.estimateGeneration ?? null;
}
