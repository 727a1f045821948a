import {
  DeleteOutlined,
  DownloadOutlined,
  FolderFilled,
  InfoCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, theme, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, type MouseEvent, useState } from 'react';
import type { GalleryCreationFragment, VariationStrength } from '../../graphql/generated/graphql';
import { formatDate } from '../../lib/format';
import brokenImage from './broken-image.svg';
import { CreationToolsMenu } from './CreationToolsMenu';
import type { ImageTool } from './imageTools';
import { resolveImageUrl } from './imageUrl';
import '../../lib/hoverReveal.css';
import './gallery.css';

export const BROKEN_IMAGE_TEXT = 'Image could not be loaded';

/** Select mode: the card is picked or not, and a click or Space changes that. */
export interface CardSelection {
  selected: boolean;
  /** `range`: shift was held, to select from the image clicked last to this one. */
  onToggle: (range: boolean) => void;
}

interface CreationCardProps {
  creation: GalleryCreationFragment;
  onOpen: () => void;
  onDetails: () => void;
  onDownload: () => void;
  onMove: () => void;
  onDelete: () => void;
  /** The tools menu; left out, the card has none. */
  onTool?: (tool: ImageTool) => void;
  /** "Share" in the tools menu; left out, the menu has none. */
  onShare?: () => void;
  /** Vary the image (from the card's More actions). */
  onVary?: (strength: VariationStrength) => void;
  /** Expand the image's canvas (from the card's More actions). */
  onExpand?: () => void;
  /** Given in select mode: the card shows a checkbox and its image toggles it. */
  selection?: CardSelection;
  /**
   * How soon the thumbnail loads: `lazy` (the default) when it nears the screen; `eager` at once,
   * for cards on the first screen; `first` at once and before other images (the page's largest
   * paint is usually the first thumbnail).
   */
  imageLoading?: 'first' | 'eager' | 'lazy';
}

/**
 * One saved image: its thumbnail, a hover overlay with date and actions, its folder, tools and
 * details below. In select mode a checkbox replaces the overlay and the image picks the card.
 */
export function CreationCard({
  creation,
  onOpen,
  onDetails,
  onDownload,
  onMove,
  onDelete,
  onTool,
  onShare,
  onVary,
  onExpand,
  selection,
  imageLoading = 'lazy',
}: CreationCardProps) {
  const { token } = theme.useToken();
  const [broken, setBroken] = useState(false);
  const folderName = creation.folder.name || 'Default';
  const description = creation.prompt.trim() || 'Saved image';

  const activate = (range: boolean) => (selection ? selection.onToggle(range) : onOpen());
  const onImageKey = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    activate(event.shiftKey);
  };

  return (
    <Card
      size="small"
      aria-label={description}
      role="article"
      style={
        selection?.selected
          ? { outline: `2px solid ${token.colorPrimary}`, outlineOffset: 2 }
          : undefined
      }
      styles={{ body: { padding: '8px 12px' } }}
      cover={
        <div
          className="gallery-card-media hover-reveal-host"
          data-selecting={selection ? true : undefined}
        >
          <img
            src={broken ? brokenImage : resolveImageUrl(creation.thumbnailUrl)}
            alt={broken ? BROKEN_IMAGE_TEXT : description}
            loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={imageLoading === 'first' ? 'high' : undefined}
            onError={() => setBroken(true)}
            onClick={(event: MouseEvent) => activate(event.shiftKey)}
            tabIndex={0}
            onKeyDown={onImageKey}
          />
          {selection ? (
            <div className="gallery-card-check" style={{ background: token.colorBgContainer }}>
              <Checkbox
                checked={selection.selected}
                aria-label={`Select ${description}`}
                onChange={(event) => selection.onToggle(event.nativeEvent.shiftKey)}
              />
            </div>
          ) : (
            <div className="gallery-card-overlay hover-reveal">
              <Typography.Text style={{ color: 'inherit' }}>
                <time dateTime={creation.createdAt}>{formatDate(creation.createdAt)}</time>
              </Typography.Text>
              <Flex gap={6} wrap justify="center">
                <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
                  Download
                </Button>
                <Button size="small" icon={<SwapOutlined aria-hidden />} onClick={onMove}>
                  Move
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={onDelete}
                >
                  Delete
                </Button>
              </Flex>
            </div>
          )}
        </div>
      }
    >
      <Flex justify="space-between" align="center" gap={8}>
        {/* Saved, and where: the same words and filled folder the generator's results show. */}
        <Typography.Text type="secondary" ellipsis title={`Saved to ${folderName}`}>
          <FolderFilled aria-hidden /> {folderName}
        </Typography.Text>
        <Flex gap={2} align="center">
          {onTool && !selection && (
            <CreationToolsMenu
              image={creation}
              onTool={onTool}
              onShare={onShare}
              vary={onVary && { creationId: creation.id, onVary }}
              onExpand={onExpand}
            />
          )}
          <Tooltip title="Generation Details">
            <Button
              type="text"
              size="small"
              icon={<InfoCircleOutlined aria-hidden />}
              aria-label="Generation Details"
              onClick={onDetails}
            />
          </Tooltip>
        </Flex>
      </Flex>
    </Card>
  );
}
