import {
  DeleteOutlined,
  DownloadOutlined,
  FolderOutlined,
  InfoCircleOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { GalleryCreationFragment } from '../../graphql/generated/graphql';
import brokenImage from './broken-image.svg';
import { formatCreationDate } from './creationDate';
import { resolveImageUrl } from './imageUrl';
import './gallery.css';

export const BROKEN_IMAGE_TEXT = 'Image could not be loaded';

interface CreationCardProps {
  creation: GalleryCreationFragment;
  onOpen: () => void;
  onDetails: () => void;
  onDownload: () => void;
  onMove: () => void;
  onDelete: () => void;
}

/** One saved image: its thumbnail, a hover overlay with date and actions, its folder below. */
export function CreationCard({
  creation,
  onOpen,
  onDetails,
  onDownload,
  onMove,
  onDelete,
}: CreationCardProps) {
  const [broken, setBroken] = useState(false);
  const folderName = creation.folder.name || 'Default';
  const description = creation.prompt.trim() || 'Saved image';

  return (
    <Card
      size="small"
      aria-label={description}
      role="article"
      styles={{ body: { padding: '8px 12px' } }}
      cover={
        <div className="gallery-card-media">
          <img
            src={broken ? brokenImage : resolveImageUrl(creation.thumbnailUrl)}
            alt={broken ? BROKEN_IMAGE_TEXT : description}
            loading="lazy"
            onError={() => setBroken(true)}
            onClick={onOpen}
            tabIndex={0}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onOpen();
            }}
          />
          <div className="gallery-card-overlay">
            <Typography.Text style={{ color: 'inherit' }}>
              <time dateTime={creation.createdAt}>{formatCreationDate(creation.createdAt)}</time>
            </Typography.Text>
            <Flex gap={6} wrap justify="center">
              <Button size="small" icon={<DownloadOutlined aria-hidden />} onClick={onDownload}>
                Download
              </Button>
              <Button size="small" icon={<SwapOutlined aria-hidden />} onClick={onMove}>
                Move
              </Button>
              <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
                Delete
              </Button>
            </Flex>
          </div>
        </div>
      }
    >
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text type="secondary" ellipsis>
          <FolderOutlined aria-hidden /> {folderName}
        </Typography.Text>
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
    </Card>
  );
}
