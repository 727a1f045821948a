import { useLazyQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  EstimateVariationsDocument,
  type VaryImageInput,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCredits } from '../../../lib/format';
import { graphQLRefusal } from '../../../lib/graphQLRefusal';

/** The image a variation starts from, as varyImage names it. */
export type VariationSourceRef = Pick<VaryImageInput, 'creationId' | 'imageUUID'>;

/**
 * The menu labels "Vary (subtle)" and "Vary (strong)", each with its price once asked for: a
 * menu asks when it opens, so each item says what it costs before it runs. Where the server
 * refuses the price (the image's model takes no seed image), `refusal` says why: the variation
 * itself would be refused for the same reason.
 */
export function useVariationPrices() {
  const [estimate, { data, error }] = useLazyQuery(EstimateVariationsDocument, {
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
  // A transport failure says nothing of the image: only the server's own refusal counts.
  const refusal = error && graphQLRefusal(error).code ? errorMessage(error) : null;
  return {
    ask,
    refusal,
    subtleLabel: `Vary (subtle)${price(data?.subtle.credits)}`,
    strongLabel: `Vary (strong)${price(data?.strong.credits)}`,
  };
}

export type VariationPrices = ReturnType<typeof useVariationPrices>;
