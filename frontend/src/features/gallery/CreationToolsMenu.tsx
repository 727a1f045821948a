import {
  BorderOuterOutlined,
  ExpandOutlined,
  MoreOutlined,
  ScissorOutlined,
  ShareAltOutlined,
  SwapOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import type { VariationStrength } from '../../graphql/generated/graphql';
import { type ImageTool, imageToolLabel, toolFits, UPSCALE_FACTORS } from './imageTools';
import { useVariationPrices } from '../generator/vary/useVariationPrices';

const TOOLS: readonly ImageTool[] = [
  { kind: 'useAsSource' },
  ...UPSCALE_FACTORS.map((factor) => ({ kind: 'upscale' as const, factor })),
  { kind: 'removeBackground' },
];

const ICONS: Record<ImageTool['kind'], ReactNode> = {
  useAsSource: <ThunderboltOutlined aria-hidden />,
  upscale: <ExpandOutlined aria-hidden />,
  removeBackground: <ScissorOutlined aria-hidden />,
};

interface CreationToolsMenuProps {
  /** The image's size: an upscale factor that would go past the provider's limit is disabled. */
  image: { width: number; height: number };
  onTool: (tool: ImageTool) => void;
  /** "Share" after the tools; left out, the menu has none. */
  onShare?: () => void;
  /** "Vary (subtle)" and "Vary (strong)" of this saved image, each with its price; left out, none. */
  vary?: { creationId: string; onVary: (strength: VariationStrength) => void };
  /** "Expand…": opens the Expand canvas dialog for this image; left out, none. */
  onExpand?: () => void;
  /** The button's style where it sits on a dark picture. */
  ghost?: boolean;
}

const SHARE_KEY = 'share';
const EXPAND_KEY = 'expand';
const VARY_KEYS: Record<string, VariationStrength> = {
  'vary:subtle': 'SUBTLE',
  'vary:strong': 'STRONG',
};

/**
 * "More actions" on an image: use it as the dashboard's source, upscale it, remove its
 * background, vary it (priced when the menu opens), expand its canvas, and share it by a link.
 */
export function CreationToolsMenu({
  image,
  onTool,
  onShare,
  vary,
  onExpand,
  ghost,
}: CreationToolsMenuProps) {
  const prices = useVariationPrices();
  const items: MenuProps['items'] = TOOLS.map((tool, index) => ({
    key: String(index),
    label: imageToolLabel(tool),
    icon: ICONS[tool.kind],
    disabled: !toolFits(tool, image),
  }));
  if (vary) {
    items.push(
      { type: 'divider' },
      {
        key: 'vary:subtle',
        label: prices.subtleLabel,
        icon: <SwapOutlined aria-hidden />,
      },
      {
        key: 'vary:strong',
        label: prices.strongLabel,
        icon: <SwapOutlined aria-hidden />,
      },
    );
  }
  if (onExpand)
    items.push({ key: EXPAND_KEY, label: 'Expand…', icon: <BorderOuterOutlined aria-hidden /> });
  if (onShare) {
    items.push(
      { type: 'divider' },
      { key: SHARE_KEY, label: 'Share', icon: <ShareAltOutlined aria-hidden /> },
    );
  }
  return (
    <Dropdown
      trigger={['click']}
      onOpenChange={(open) => {
        if (open && vary) prices.ask({ creationId: vary.creationId });
      }}
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === SHARE_KEY) return onShare?.();
          if (key === EXPAND_KEY) return onExpand?.();
          const strength = VARY_KEYS[key];
          if (strength) return vary?.onVary(strength);
          const tool = TOOLS[Number(key)];
          if (tool && toolFits(tool, image)) onTool(tool);
        },
      }}
    >
      <Button
        type={ghost ? 'default' : 'text'}
        size="small"
        icon={<MoreOutlined aria-hidden />}
        aria-label="More actions"
        title="More actions"
      />
    </Dropdown>
  );
}
