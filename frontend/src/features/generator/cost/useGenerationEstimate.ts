import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef } from 'react';
import {
  EstimateGenerationDocument,
  type EstimateGenerationQuery,
  type GenerateImagesInput,
} from '../../../graphql/generated/graphql';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';

export type GenerationEstimate = EstimateGenerationQuery['estimateGeneration'];

/** How long the parameters must rest before they are priced: one request per pause in typing. */
export const ESTIMATE_DEBOUNCE_MS = 400;

/**
 * What a generation with this input would hold, asked of the server as the input changes
 * (debounced). Null while nothing is asked (no input), and after a refusal: a request the server
 * would refuse (a validation error) has no price, and the Generate click reports why.
 *
 * `balance` is the signed-in user's cached credit balance: when a generation or a purchase moves
 * it, the estimate is asked again, since whether the balance covers the hold has changed.
 */
export function useGenerationEstimate(
  input: GenerateImagesInput | null,
  balance: number | undefined,
): GenerationEstimate | null {
  'use memo';
  // Compared by content: the parameters are rebuilt into a new object on every render.
  const key = input ? JSON.stringify(input) : null;
  const settledKey = useDebouncedValue(key, ESTIMATE_DEBOUNCE_MS);
  const variables = useMemo(
    () => (settledKey ? { input: JSON.parse(settledKey) as GenerateImagesInput } : undefined),
    [settledKey],
  );
  const { data, dataState, previousData, error, refetch } = useQuery(
    EstimateGenerationDocument,
    // network-only: a balance or a price may have changed since the last answer for this input.
    variables ? { variables, fetchPolicy: 'network-only' } : skipToken,
  );

  const lastBalance = useRef(balance);
  useEffect(() => {
    if (lastBalance.current === balance) return;
    lastBalance.current = balance;
    if (variables) void refetch().catch(() => undefined);
  }, [balance, variables, refetch]);

  if (!key || !variables || error) return null;
  if (dataState === 'complete') return data.estimateGeneration;
  // While a changed input is priced, the last price stays rather than blinking away.
  return previousData?.estimateGeneration ?? null;
}
