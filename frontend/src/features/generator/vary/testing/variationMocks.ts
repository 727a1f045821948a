import type { MockLink } from '@apollo/client/testing';
import {
  EstimateVariationsDocument,
  type VaryImageInput,
} from '../../../../graphql/generated/graphql';

/**
 * What the Vary menu asks as it opens: both variations of `source` (a result's imageUUID or a
 * saved image's creationId), priced at `subtle` and `strong` credits.
 */
export function variationPricesMock(
  source: Pick<VaryImageInput, 'imageUUID' | 'creationId'>,
  subtle: number,
  strong: number,
): MockLink.MockedResponse {
  return {
    request: {
      query: EstimateVariationsDocument,
      variables: {
        subtle: { ...source, strength: 'SUBTLE' },
        strong: { ...source, strength: 'STRONG' },
      },
    },
    result: {
      data: {
        subtle: { __typename: 'GenerationEstimate', credits: subtle },
        strong: { __typename: 'GenerationEstimate', credits: strong },
      },
    },
  };
}
