import { useLazyQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  EstimateVariationsDocument,
  type VaryImageInput,
} from '../../../graphql/generated/graphql';
import { formatCredits } from '../../../lib/format';

/** The image a variation starts from, as varyImage names it. */
export type VariationSourceRef = Pick<VaryImageInput, 'creationId' | 'imageUUID'>;

/**
 * The menu labels "Vary (subtle)" and "Vary (strong)", each with its price once asked for: a
 * menu asks when it opens, so each item says what it costs before it runs.
 */
export function useVariationPrices() {
  const [estimate, { data }] = useLazyQuery(EstimateVariationsDocument, {
    fetchPolicy: 'network-only',
  });
  const ask = useCallback(
    (source: VariationSourceRef) =>
      void estimate({
        variables: {
          subtle: { ...source, strength: 'SUBTLE' },
          strong: { ...source, strength: 'STRONG' },
        },
      }).catch(() => undefined),
    [estimate],
  );
  const price = (credits: number | undefined) =>
    credits === undefined ? '' : ` · ${formatCredits(credits)} credits`;
  return {
    ask,
    subtleLabel: `Vary (subtle)${price(data?.subtle.credits)}`,
    strongLabel: `Vary (strong)${price(data?.strong.credits)}`,
  };
}

export type VariationPrices = ReturnType<typeof useVariationPrices>;
