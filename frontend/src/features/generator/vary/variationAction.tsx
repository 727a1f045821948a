import { SwapOutlined } from '@ant-design/icons';
import type { VariationStrength } from '../../../graphql/generated/graphql';
import type { LightboxAction } from '../../lightbox/lightboxTypes';
import type { VariationPrices, VariationSourceRef } from './useVariationPrices';

interface VariationActionOptions {
  prices: VariationPrices;
  source: VariationSourceRef;
  onVary: (strength: VariationStrength) => void;
  /** "Remix" after the two variations; left out, none. */
  onRemix?: () => void;
}

/**
 * "Vary" as a viewer's action or a menu's entries: "Vary (subtle)" and "Vary (strong)", each
 * priced as its menu opens, then "Remix" where the image's settings can go into the form.
 */
export function variationAction({
  prices,
  source,
  onVary,
  onRemix,
}: VariationActionOptions): LightboxAction {
  return {
    key: 'vary',
    label: 'Vary',
    icon: <SwapOutlined aria-hidden />,
    onOpen: () => prices.ask(source),
    choices: [
      { key: 'SUBTLE', label: prices.subtleLabel, onSelect: () => onVary('SUBTLE') },
      { key: 'STRONG', label: prices.strongLabel, onSelect: () => onVary('STRONG') },
      ...(onRemix ? [{ key: 'remix', label: 'Remix', onSelect: onRemix }] : []),
    ],
  };
}
