import {
  CopyOutlined,
  DownloadOutlined,
  ExpandOutlined,
  FolderAddOutlined,
  RedoOutlined,
} from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type ReactNode } from 'react';
import { type GeneratedImage } from '../generatedImages';
import './preview.css';

export interface ImageActions {
  onView: (index: number) => void;
  onDownload: (image: GeneratedImage) => void;
  /** Absent for visitors: saving to a folder needs an account. */
  onSave?: (image: GeneratedImage) => void;
  onCopyPrompt: (image: GeneratedImage) => void;
  onRetry: (image: GeneratedImage) => void;
}

interface ImageCardProps extends ImageActions {
  image: GeneratedImage;
  index: number;
}

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

/** One result with its hover overlay of actions. */
export function ImageCard({
  image,
  index,
  onView,
  onDownload,
  onSave,
  onCopyPrompt,
  onRetry,
}: ImageCardProps) {
  return (
    <figure
      className="generator-image-card"
      aria-label={`Generated image ${index + 1}`}
      style={{ margin: 0 }}
    >
      <img
        src={image.url}
        alt={image.prompt}
        width={image.width}
        height={image.height}
        onClick={() => onView(index)}
      />
      <div className="generator-image-overlay">
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
    </figure>
  );
}
