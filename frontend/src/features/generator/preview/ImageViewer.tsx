import { CopyOutlined, DownloadOutlined, FolderAddOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { wrapIndex } from '../../../lib/wrapAround';
import { Lightbox } from '../../lightbox/Lightbox';
import type { LightboxAction } from '../../lightbox/lightboxTypes';
import type { GeneratedImage } from '../generatedImages';
import { type ImageToolActions, imageToolActions } from './ImageToolbar';
import { type VariationPrices, useVariationPrices } from '../vary/useVariationPrices';
import { moreResultActions } from './moreResultActions';
import { isHiddenSensitive, SensitiveCover } from './SensitiveCover';
import { type ImageDialogs, useImageDialogs } from './useImageDialogs';
import './preview.css';

interface ImageViewerProps {
  images: readonly GeneratedImage[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** The creator tools, in the action bar when offered. */
  tools?: ImageToolActions;
  revealed?: ReadonlySet<string>;
  onReveal?: (image: GeneratedImage) => void;
  /** Absent for visitors: saving to a folder needs an account. */
  onSave?: (image: GeneratedImage) => void;
  onDownload?: (image: GeneratedImage) => void;
  onCopyPrompt?: (image: GeneratedImage) => void;
}

const NONE_REVEALED: ReadonlySet<string> = new Set();

/** What the viewer adds to the grid's actions: the creator tools, Vary, Expand, reference. */
interface ViewerExtras {
  close: () => void;
  prices: VariationPrices;
  dialogs: ImageDialogs;
}

/**
 * The results' actions that the grid's overlay offers too, then the creator tools and what can be
 * made from the result.
 */
function resultActions(
  image: GeneratedImage,
  { onSave, onDownload, onCopyPrompt, tools }: ImageViewerProps,
  { close, prices, dialogs }: ViewerExtras,
): LightboxAction[] {
  const actions: LightboxAction[] = [];
  if (onSave) {
    actions.push({
      key: 'save',
      label: 'Save to folder',
      icon: <FolderAddOutlined aria-hidden />,
      onSelect: () => onSave(image),
    });
  }
  if (onDownload) {
    actions.push({
      key: 'download',
      label: 'Download',
      icon: <DownloadOutlined aria-hidden />,
      onSelect: () => onDownload(image),
    });
  }
  if (onCopyPrompt) {
    actions.push({
      key: 'copy-prompt',
      label: 'Copy prompt',
      icon: <CopyOutlined aria-hidden />,
      onSelect: () => onCopyPrompt(image),
    });
  }
  if (!tools) return actions;
  // "Use as source" closes the viewer, to show the source where it went; so do a variation and
  // an expansion, to show their card in the queue. "Use as reference" keeps it open.
  const more = moreResultActions(image, {
    vary: tools.vary,
    onExpand: tools.onExpand,
    prices,
    dialogs,
    afterQueued: close,
  });
  return [...actions, ...imageToolActions(image, tools, close), ...more];
}

/**
 * The dashboard's full-size viewer: the lightbox over the results and tool results, previous and
 * next wrapping around, a flagged image blurred until shown.
 */
export function ImageViewer(props: ImageViewerProps) {
  const { images, index, onIndexChange, revealed = NONE_REVEALED, onReveal } = props;
  const count = images.length;
  const image = index === null ? undefined : images[index];
  const close = () => onIndexChange(null);
  const prices = useVariationPrices();
  const dialogs = useImageDialogs();
  const step = (by: number) => () => {
    if (index !== null) onIndexChange(wrapIndex(index + by, count));
  };

  return (
    <>
      <Lightbox
        image={image ? { key: image.id, src: image.url, alt: image.prompt } : null}
        onClose={close}
        position={index === null ? undefined : { index, total: count }}
        onPrevious={step(-1)}
        onNext={step(1)}
        caption={image?.prompt}
        note={image?.tool ? <Tag>{image.tool}</Tag> : undefined}
        cover={
          image && isHiddenSensitive(image, revealed) ? (
            <SensitiveCover onReveal={() => onReveal?.(image)} />
          ) : undefined
        }
        actions={image ? resultActions(image, props, { close, prices, dialogs }) : undefined}
      />
      {dialogs.element}
    </>
  );
}
