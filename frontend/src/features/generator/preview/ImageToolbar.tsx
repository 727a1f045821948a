import {
  DownOutlined,
  FileTextOutlined,
  ImportOutlined,
  LoadingOutlined,
  ScissorOutlined,
  ShareAltOutlined,
  ToolOutlined,
  ZoomInOutlined,
} from '@ant-design/icons';
import { Button, Flex } from 'antd';
import type { LightboxAction } from '../../lightbox/lightboxTypes';
import type { GeneratedImage } from '../generatedImages';
import { UPSCALE_FACTORS } from '../tools/upscaleLimit';
import { upscaleFits } from '../tools/upscaleLimit';
import type { RunningTool } from '../tools/useImageTools';
import { type VaryActions, VaryMenu } from '../vary/VaryMenu';
import type { SavedCopy } from './savedCopy';
import type { ExpandRequest } from '../expand/expandRequest';
import { ActionsMenu } from './ActionsMenu';
import { resultDialogActions } from './moreResultActions';
import { useImageDialogs } from './useImageDialogs';

/** "Share" of a result once it is saved: its copy in the gallery is what the link shows. */
export interface ShareResultActions {
  /** The result's copy in the gallery; none while it is not saved (no "Share" then). */
  savedCopyOf: (image: GeneratedImage) => SavedCopy | undefined;
  onShare: (copy: SavedCopy) => void;
}

export interface ImageToolActions {
  /** Absent where the chosen model takes no source image (FLUX.1 Kontext): not offered. */
  onUseAsSource?: (image: GeneratedImage) => void;
  onUpscale: (image: GeneratedImage, factor: (typeof UPSCALE_FACTORS)[number]) => void;
  onRemoveBackground: (image: GeneratedImage) => void;
  onDescribe: (image: GeneratedImage) => void;
  /** The tool running on each image, by image id. */
  running: Readonly<Record<string, RunningTool>>;
  /** Vary and Remix, for generated images with a provider id. */
  vary?: VaryActions;
  /** "Share", for results saved to the gallery; absent: not offered. */
  share?: ShareResultActions;
  /** Expand (outpaint) an image with a provider id: the dialog's request goes to the queue. */
  onExpand?: (request: ExpandRequest) => void;
}

/**
 * A result's creator tools: "Use as source", "Upscale" (×2, ×4, each too large disabled),
 * "Remove background" and "Describe", and "Share" once the result is saved to the gallery. The
 * running tool shows a spinner; the others wait until it has finished. One list for the Tools
 * menu under a result and the full-size viewer's action bar.
 */
export function imageToolActions(
  image: GeneratedImage,
  tools: ImageToolActions,
  /** Called after "Use as source" (the viewer closes, to show the source). */
  afterUseAsSource?: () => void,
): LightboxAction[] {
  const running = tools.running[image.id];
  const busy = running !== undefined;
  const { onUseAsSource } = tools;
  const actions: LightboxAction[] = [
    ...(onUseAsSource
      ? [
          {
            key: 'use-as-source',
            label: 'Use as source',
            icon: <ImportOutlined aria-hidden />,
            onSelect: () => {
              onUseAsSource(image);
              afterUseAsSource?.();
            },
          },
        ]
      : []),
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
  const copy = tools.share?.savedCopyOf(image);
  if (tools.share && copy) {
    const { onShare } = tools.share;
    actions.push({
      key: 'share',
      label: 'Share',
      icon: <ShareAltOutlined aria-hidden />,
      onSelect: () => onShare(copy),
    });
  }
  return actions;
}

interface ImageToolbarProps {
  image: GeneratedImage;
  tools: ImageToolActions;
}

/**
 * The creator tools under a result: one "Tools" button whose menu holds each tool by its name
 * ("Upscale ×2 (2048 × 2048)", one entry per factor, and "Expand…", which opens the Expand
 * canvas dialog), which turns while a tool runs on the image; beside it "Vary" when the result can
 * be varied.
 */
export function ImageToolbar({ image, tools }: ImageToolbarProps) {
  const dialogs = useImageDialogs();
  const actions = imageToolActions(image, tools);
  const running = actions.some((action) => action.loading);
  return (
    <Flex gap={4} wrap role="group" aria-label="Image tools">
      <ActionsMenu
        actions={[...actions, ...resultDialogActions(image, { onExpand: tools.onExpand, dialogs })]}
      >
        {/* Not antd's loading state: that would keep the menu (and "Use as source") shut. */}
        <Button
          size="small"
          icon={running ? <LoadingOutlined aria-hidden spin /> : <ToolOutlined aria-hidden />}
          aria-busy={running}
          aria-haspopup="menu"
        >
          Tools <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </Button>
      </ActionsMenu>
      {tools.vary && image.imageUUID && !image.tool && (
        <VaryMenu image={image} actions={tools.vary} />
      )}
      {dialogs.element}
    </Flex>
  );
}
