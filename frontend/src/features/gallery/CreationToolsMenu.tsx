import {
  ExpandOutlined,
  MoreOutlined,
  ScissorOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { type ImageTool, imageToolLabel, toolFits, UPSCALE_FACTORS } from './imageTools';

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
  /** The button's style where it sits on a dark picture. */
  ghost?: boolean;
}

/** "More actions" on an image: use it as the dashboard's source, upscale it, remove its background. */
export function CreationToolsMenu({ image, onTool, ghost }: CreationToolsMenuProps) {
  const items: MenuProps['items'] = TOOLS.map((tool, index) => ({
    key: String(index),
    label: imageToolLabel(tool),
    icon: ICONS[tool.kind],
    disabled: !toolFits(tool, image),
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        onClick: ({ key }) => {
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
