import {
  DownOutlined,
  FileTextOutlined,
  ImportOutlined,
  ScissorOutlined,
  ZoomInOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Flex } from 'antd';
import { type GeneratedImage } from '../generatedImages';
import { UPSCALE_FACTORS } from '../tools/toolResults';
import { type RunningTool } from '../tools/useImageTools';

/** The provider makes upscaled images of at most this many pixels a side. */
const MAX_UPSCALED_SIDE = 4096;

export interface ImageToolActions {
  onUseAsSource: (image: GeneratedImage) => void;
  onUpscale: (image: GeneratedImage, factor: (typeof UPSCALE_FACTORS)[number]) => void;
  onRemoveBackground: (image: GeneratedImage) => void;
  onDescribe: (image: GeneratedImage) => void;
  /** The tool running on each image, by image id. */
  running: Readonly<Record<string, RunningTool>>;
}

interface ImageToolbarProps {
  image: GeneratedImage;
  tools: ImageToolActions;
  /** Called after "Use as source" (the viewer closes, to show the source). */
  afterUseAsSource?: () => void;
}

/**
 * A result's creator tools: "Use as source", "Upscale" (×2, ×3, ×4), "Remove background" and
 * "Describe". The running tool shows a spinner; the others wait until it has finished.
 */
export function ImageToolbar({ image, tools, afterUseAsSource }: ImageToolbarProps) {
  const running = tools.running[image.id];
  const busy = running !== undefined;
  const largestSide = Math.max(image.width, image.height);
  return (
    <Flex gap={4} wrap role="group" aria-label="Image tools">
      <Button
        size="small"
        icon={<ImportOutlined aria-hidden />}
        onClick={() => {
          tools.onUseAsSource(image);
          afterUseAsSource?.();
        }}
      >
        Use as source
      </Button>
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: UPSCALE_FACTORS.map((factor) => ({
            key: String(factor),
            label: `Upscale ×${factor} (${image.width * factor} × ${image.height * factor})`,
            disabled: largestSide * factor > MAX_UPSCALED_SIDE,
          })),
          onClick: ({ key }) => {
            const factor = UPSCALE_FACTORS.find((candidate) => String(candidate) === key);
            if (factor) tools.onUpscale(image, factor);
          },
        }}
      >
        <Button
          size="small"
          icon={<ZoomInOutlined aria-hidden />}
          loading={running === 'upscale'}
          disabled={busy}
          aria-haspopup="menu"
        >
          Upscale <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <Button
        size="small"
        icon={<ScissorOutlined aria-hidden />}
        loading={running === 'removeBackground'}
        disabled={busy}
        onClick={() => tools.onRemoveBackground(image)}
      >
        Remove background
      </Button>
      <Button
        size="small"
        icon={<FileTextOutlined aria-hidden />}
        loading={running === 'describe'}
        disabled={busy}
        onClick={() => tools.onDescribe(image)}
      >
        Describe
      </Button>
    </Flex>
  );
}
