import {
  CopyOutlined,
  DownloadOutlined,
  ExpandOutlined,
  FolderAddOutlined,
  FolderFilled,
  LoadingOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import type { GeneratedImage } from '../generatedImages';
import { mediaMatches, REDUCED_MOTION_QUERY } from '../layout/useMediaQuery';
import { type ImageToolActions, ImageToolbar } from './ImageToolbar';
import { folderNamesOf, type SavedCopies, type SavedCopy } from './savedCopy';
import { isHiddenSensitive, SensitiveCover } from './SensitiveCover';
import '../../../lib/hoverReveal.css';
import '../../../lib/transparencyCheckerboard.css';
import './preview.css';

export interface ImageActions {
  onView: (index: number) => void;
  onDownload: (image: GeneratedImage) => void;
  /** Absent for visitors: saving to a folder needs an account. */
  onSave?: (image: GeneratedImage) => void;
  onCopyPrompt: (image: GeneratedImage) => void;
  onRetry: (image: GeneratedImage) => void;
  /** The creator tools under each image; absent where they are not offered. */
  tools?: ImageToolActions;
  /** Images flagged by the content check that the user chose to show. */
  revealed?: ReadonlySet<string>;
  onReveal?: (image: GeneratedImage) => void;
  /** The image being made again by its Retry: it shows that, and Retry waits. */
  retryingId?: string;
  /** The gallery copies of each image, by its URL; none: not saved. */
  savedCopies?: SavedCopies;
  /** The result a tool has just made: scrolled into view and highlighted for a moment. */
  freshId?: string | null;
}

interface ImageCardProps extends ImageActions {
  image: GeneratedImage;
  index: number;
  /** The figure's name: 'Generated image 1', 'Tool result 1'. */
  label: string;
}

const NONE_REVEALED: ReadonlySet<string> = new Set();

const NOT_SAVED: readonly SavedCopy[] = [];

function OverlayButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Tooltip title={label}>
      <Button shape="circle" icon={icon} aria-label={label} onClick={onClick} disabled={disabled} />
    </Tooltip>
  );
}

/** A flagged image is blurred; a PNG may be see-through, so it lies on a checkerboard. */
function imageClass(image: GeneratedImage, hidden: boolean): string | undefined {
  const classes = [
    hidden && 'generator-image-sensitive',
    image.format === 'png' && 'transparency-checkerboard',
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

/** 'Saved to Foxes' (or 'Saved to Foxes, Winter'): where the image already is. */
export function savedLabel(folders: readonly string[]): string {
  return `Saved to ${folders.join(', ')}`;
}

/** One result with its hover overlay of actions and, below it, its Tools menu and tags. */
export function ImageCard({
  image,
  index,
  label,
  onView,
  onDownload,
  onSave,
  onCopyPrompt,
  onRetry,
  tools,
  revealed = NONE_REVEALED,
  onReveal,
  retryingId,
  savedCopies,
  freshId,
}: ImageCardProps) {
  const hidden = isHiddenSensitive(image, revealed);
  const fresh = freshId === image.id;
  const figure = useRef<HTMLElement>(null);
  // A new tool result lands below the others, often out of the preview's sight: brought to it.
  useEffect(() => {
    if (!fresh) return;
    figure.current?.scrollIntoView?.({
      behavior: mediaMatches(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth',
      block: 'nearest',
    });
  }, [fresh]);
  const retrying = retryingId === image.id;
  const folders = folderNamesOf(savedCopies?.get(image.url) ?? NOT_SAVED);
  const saved = folders.length > 0;
  return (
    <figure
      ref={figure}
      className="generator-image-card"
      data-fresh={fresh || undefined}
      aria-label={label}
      style={{ margin: 0 }}
    >
      <div className="generator-image-frame hover-reveal-host">
        <img
          src={image.url}
          alt={image.prompt}
          width={image.width}
          height={image.height}
          className={imageClass(image, hidden)}
          onClick={() => onView(index)}
        />
        {hidden && <SensitiveCover onReveal={() => onReveal?.(image)} />}
        {retrying && (
          <div className="generator-image-retrying" role="status">
            <LoadingOutlined aria-hidden spin /> Making this image again
          </div>
        )}
        <div className="generator-image-overlay hover-reveal">
          <OverlayButton
            label="View full size"
            icon={<ExpandOutlined aria-hidden />}
            onClick={() => onView(index)}
          />
          <OverlayButton
            label="Download"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => onDownload(image)}
          />
          {onSave && (
            <OverlayButton
              label="Save to folder"
              icon={saved ? <FolderFilled aria-hidden /> : <FolderAddOutlined aria-hidden />}
              onClick={() => onSave(image)}
            />
          )}
          <OverlayButton
            label="Copy prompt"
            icon={<CopyOutlined aria-hidden />}
            onClick={() => onCopyPrompt(image)}
          />
          <OverlayButton
            label="Retry"
            icon={<RedoOutlined aria-hidden />}
            onClick={() => onRetry(image)}
            disabled={retryingId !== undefined}
          />
        </div>
      </div>
      {(image.tool || tools || saved) && (
        <figcaption style={{ marginTop: 6 }}>
          <Flex gap={4} wrap align="center">
            {tools && <ImageToolbar image={image} tools={tools} />}
            {image.tool && <Tag>{image.tool}</Tag>}
            {saved && (
              <Tag color="green" icon={<FolderFilled aria-hidden />}>
                {savedLabel(folders)}
              </Tag>
            )}
          </Flex>
        </figcaption>
      )}
    </figure>
  );
}
