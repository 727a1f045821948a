import {
  CopyOutlined,
  DownloadOutlined,
  ExpandOutlined,
  FolderAddOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import type { GeneratedImage } from '../generatedImages';
import { type ImageToolActions, ImageToolbar } from './ImageToolbar';
import { isHiddenSensitive, SensitiveCover } from './SensitiveCover';
import '../../../lib/hoverReveal.css';
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
}

interface ImageCardProps extends ImageActions {
  image: GeneratedImage;
  index: number;
  /** The figure's name: 'Generated image 1', 'Tool result 1'. */
  label: string;
}

const NONE_REVEALED: ReadonlySet<string> = new Set();

function OverlayButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <Button shape="circle" icon={icon} aria-label={label} onClick={onClick} />
    </Tooltip>
  );
}

/** One result with its hover overlay of actions and, below it, its creator tools. */
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
}: ImageCardProps) {
  const hidden = isHiddenSensitive(image, revealed);
  return (
    <figure className="generator-image-card" aria-label={label} style={{ margin: 0 }}>
      <div className="generator-image-frame hover-reveal-host">
        <img
          src={image.url}
          alt={image.prompt}
          width={image.width}
          height={image.height}
          className={hidden ? 'generator-image-sensitive' : undefined}
          onClick={() => onView(index)}
        />
        {hidden && <SensitiveCover onReveal={() => onReveal?.(image)} />}
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
              icon={<FolderAddOutlined aria-hidden />}
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
          />
        </div>
      </div>
      {(image.tool || tools) && (
        <figcaption style={{ marginTop: 6 }}>
          <Flex vertical gap={6}>
            {image.tool && <Tag style={{ alignSelf: 'flex-start' }}>{image.tool}</Tag>}
            {tools && <ImageToolbar image={image} tools={tools} />}
          </Flex>
        </figcaption>
      )}
    </figure>
  );
}
