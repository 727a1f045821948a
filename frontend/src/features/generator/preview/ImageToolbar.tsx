import {
  DownOutlined,
  FileTextOutlined,
  ImportOutlined,
  ScissorOutlined,
  ZoomInOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex } from 'antd';
import type { LightboxAction } from '../../lightbox/lightboxTypes';
import type { GeneratedImage } from '../generatedImages';
import { UPSCALE_FACTORS } from '../tools/toolResults';
import { upscaleFits } from '../tools/upscaleLimit';
import type { RunningTool } from '../tools/useImageTools';

export interface ImageToolActions {
  onUseAsSource: (image: GeneratedImage) => void;
  onUpscale: (image: GeneratedImage, factor: (typeof UPSCALE_FACTORS)[number]) => void;
  onRemoveBackground: (image: GeneratedImage) => void;
  onDescribe: (image: GeneratedImage) => void;
  /** The tool running on each image, by image id. */
  running: Readonly<Record<string, RunningTool>>;
}

/**
 * A result's creator tools: "Use as source", "Upscale" (×2, ×3, ×4, each too large disabled),
 * "Remove background" and "Describe". The running tool shows a spinner; the others wait until it
 * has finished. One list for the toolbar under a result and the full-size viewer's action bar.
 */
export function imageToolActions(
  image: GeneratedImage,
  tools: ImageToolActions,
  /** Called after "Use as source" (the viewer closes, to show the source). */
  afterUseAsSource?: () => void,
): LightboxAction[] {
  const running = tools.running[image.id];
  const busy = running !== undefined;
  return [
    {
      key: 'use-as-source',
      label: 'Use as source',
      icon: <ImportOutlined aria-hidden />,
      onSelect: () => {
        tools.onUseAsSource(image);
        afterUseAsSource?.();
      },
    },
    {
      key: 'upscale',
      label: 'Upscale',
      icon: <ZoomInOutlined aria-hidden />,
      loading: running === 'upscale',
      disabled: busy,
      choices: UPSCALE_FACTORS.map((factor) => ({
        key: String(factor),
        label: `Upscale ×${factor} (${image.width * factor} × ${image.height * factor})`,
        disabled: !upscaleFits(image, factor),
        onSelect: () => tools.onUpscale(image, factor),
      })),
    },
    {
      key: 'remove-background',
      label: 'Remove background',
      icon: <ScissorOutlined aria-hidden />,
      loading: running === 'removeBackground',
      disabled: busy,
      onSelect: () => tools.onRemoveBackground(image),
    },
    {
      key: 'describe',
      label: 'Describe',
      icon: <FileTextOutlined aria-hidden />,
      loading: running === 'describe',
      disabled: busy,
      onSelect: () => tools.onDescribe(image),
    },
  ];
}

interface ImageToolbarProps {
  image: GeneratedImage;
  tools: ImageToolActions;
}

/** The creator tools under a result, as small buttons (Upscale opens its menu of sizes). */
export function ImageToolbar({ image, tools }: ImageToolbarProps) {
  return (
    <Flex gap={4} wrap role="group" aria-label="Image tools">
      {imageToolActions(image, tools).map((action) =>
        action.choices ? (
          <Dropdown
            key={action.key}
            trigger={['click']}
            disabled={action.disabled}
            menu={{
              items: action.choices.map(({ key, label, disabled }) => ({ key, label, disabled })),
              onClick: ({ key }) => action.choices.find((choice) => choice.key === key)?.onSelect(),
            }}
          >
            <Button
              size="small"
              icon={action.icon}
              loading={action.loading}
              disabled={action.disabled}
              aria-haspopup="menu"
            >
              {action.label} <DownOutlined aria-hidden style={{ fontSize: 10 }} />
            </Button>
          </Dropdown>
        ) : (
          <Button
            key={action.key}
            size="small"
            icon={action.icon}
            loading={action.loading}
            disabled={action.disabled}
            onClick={action.onSelect}
          >
            {action.label}
          </Button>
        ),
      )}
    </Flex>
  );
}
