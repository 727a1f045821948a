import { SwapOutlined } from '@ant-design/icons';
import type { VariationStrength } from '../../../graphql/generated/graphql';
import type { LightboxAction, LightboxChoice } from '../../lightbox/lightboxTypes';
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
 * priced as its menu opens (both disabled, with the server's reason after them, where it refuses
 * to vary the image), then "Remix" where the image's settings can go into the form.
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
      ...varyChoices(prices, onVary),
      ...(onRemix ? [{ key: 'remix', label: 'Remix', onSelect: onRemix }] : []),
    ],
  };
}

/** "Vary (subtle)" and "Vary (strong)"; disabled, and the refusal after them, where refused. */
export function varyChoices(
  prices: VariationPrices,
  onVary: (strength: VariationStrength) => void,
): LightboxChoice[] {
  const { refusal } = prices;
  const refused = refusal !== null;
  return [
    {
      key: 'SUBTLE',
      label: prices.subtleLabel,
      disabled: refused,
      onSelect: () => onVary('SUBTLE'),
    },
    {
      key: 'STRONG',
      label: prices.strongLabel,
      disabled: refused,
      onSelect: () => onVary('STRONG'),
    },
    ...(refused
      ? [{ key: 'refused', label: refusal, disabled: true, onSelect: () => undefined }]
      : []),
  ];
}
