import { DownOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { VariationStrength } from '../../../graphql/generated/graphql';
import type { VariationSource } from './variationRequest';
import { useVariationPrices } from './useVariationPrices';

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
 * the server what each variation would cost, so each item says its price before it runs.
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
          { key: 'SUBTLE', label: prices.subtleLabel },
          { key: 'STRONG', label: prices.strongLabel },
          { key: 'remix', label: 'Remix' },
        ],
        onClick: ({ key }) => {
          if (key === 'remix') actions.onRemix(image);
          else actions.onVary(image, key as VariationStrength);
        },
      }}
    >
      <Button size="small" icon={<SwapOutlined aria-hidden />} aria-haspopup="menu">
        Vary <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
