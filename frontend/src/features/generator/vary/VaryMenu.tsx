import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { VariationStrength } from '../../../graphql/generated/graphql';
import type { VariationSource } from './variationRequest';
import { useVariationPrices } from './useVariationPrices';
import { varyChoices } from './variationAction';

export interface VaryActions {
  onVary: (image: VariationSource, strength: VariationStrength) => void;
  /** Its settings into the dashboard. */
  onRemix: (image: VariationSource) => void;
}

interface VaryMenuProps {
  image: VariationSource;
  actions: VaryActions;
}

/** The image as varyImage names it: a saved image by id, else a result by imageUUID. */
export function variationSourceOf(image: VariationSource) {
  return image.creationId ? { creationId: image.creationId } : { imageUUID: image.imageUUID };
}

/**
 * "Vary (subtle)", "Vary (strong)" and "Remix" of one image, in a small dropdown. Opening it asks
 * the server what each variation would cost, so each item says its price before it runs (or,
 * where the image's model cannot be varied, why not).
 */
export function VaryMenu({ image, actions }: VaryMenuProps) {
  const prices = useVariationPrices();
  const source = variationSourceOf(image);
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => {
        if (open) prices.ask(source);
      }}
      menu={{
        items: [
          ...varyChoices(prices, (strength) => actions.onVary(image, strength)).map(
            ({ key, label, disabled, onSelect }) => ({ key, label, disabled, onClick: onSelect }),
          ),
          { key: 'remix', label: 'Remix', onClick: () => actions.onRemix(image) },
        ],
      }}
    >
      <Button size="small" icon={<SwapOutlined aria-hidden />} aria-haspopup="menu">
        Vary <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
