import { useLazyQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  EstimateVariationsDocument,
  type VaryImageInput,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { formatCredits } from '../../../lib/format';
import { graphQLRefusal } from '../../../lib/graphQLRefusal';

/** What the server says when the image cannot be varied (its model, its owner, its being gone). */
const IMAGE_REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'NOT_FOUND']);

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
  // Only a refusal of the image itself counts: not a transport failure, nor a busy server.
  const refused = error ? IMAGE_REFUSALS.has(graphQLRefusal(error).code ?? '') : false;
  const refusal = refused ? errorMessage(error) : null;
  return {
    ask,
    refusal,
    subtleLabel: `Vary (subtle)${price(data?.subtle.credits)}`,
    strongLabel: `Vary (strong)${price(data?.strong.credits)}`,
  };
}

export type VariationPrices = ReturnType<typeof useVariationPrices>;
