import { DeleteOutlined, DownloadOutlined, PictureOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { GalleryFolderFragment } from '../../graphql/generated/graphql';
import { formatSizeInMegabytes } from '../../lib/format';
import { BulkDeleteDialog } from './BulkDeleteDialog';
import { BulkMoveDialog } from './BulkMoveDialog';
import { UseAsReferenceDialog } from '../references/UseAsReferenceDialog';
import { MAX_REFERENCE_IMAGES } from '../references/referenceLimits';
import { MAX_BULK_IMAGES } from './imageCount';
import type { CreationSelection } from './useCreationSelection';
import { useDownloadZip } from './useDownloadZip';

interface SelectionBarProps {
  selection: CreationSelection;
  folders: readonly GalleryFolderFragment[];
}

/**
 * Select mode's bar: how many are selected, select all loaded or none, and Move, Delete and
 * Download ZIP for the selection (each at most 100 images a call, as the server takes them).
 * In the gallery's deferred chunk (deferredParts.ts).
 */
export default function SelectionBar({ selection, folders }: SelectionBarProps) {
  const { selectedIds } = selection;
  const count = selectedIds.length;
  const [moving, setMoving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [referencing, setReferencing] = useState(false);
  const zip = useDownloadZip();
  const tooMany = count > MAX_BULK_IMAGES;
  const disabled = count === 0 || tooMany;

  return (
    <Card size="small" role="region" aria-label="Selection">
      <Flex gap={8} wrap align="center" justify="space-between">
        <Flex gap={8} wrap align="center">
          <Typography.Text strong aria-live="polite">{`${count} selected`}</Typography.Text>
          <Button onClick={selection.selectAll}>Select all loaded</Button>
          <Button onClick={selection.clear} disabled={count === 0}>
            Clear selection
          </Button>
        </Flex>
        <Flex gap={8} wrap align="center">
          <Button
            icon={<SwapOutlined aria-hidden />}
            disabled={disabled}
            onClick={() => setMoving(true)}
          >
            Move
          </Button>
          <Button
            icon={<PictureOutlined aria-hidden />}
            disabled={count === 0 || count > MAX_REFERENCE_IMAGES}
            title={`A character or style holds 1 to ${MAX_REFERENCE_IMAGES} images`}
            onClick={() => setReferencing(true)}
          >
            Use as reference
          </Button>
          <Button
            danger
            icon={<DeleteOutlined aria-hidden />}
            disabled={disabled}
            onClick={() => setDeleting(true)}
          >
            Delete
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={disabled || zip.downloading}
            loading={zip.downloading}
            onClick={() => void zip.download(selectedIds)}
          >
            {zip.downloading
              ? `Downloading ZIP...${zip.receivedBytes ? ` ${formatSizeInMegabytes(zip.receivedBytes)}` : ''}`
              : 'Download ZIP'}
          </Button>
        </Flex>
      </Flex>
      {tooMany && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 8 }}
          title={`Move, Delete and Download ZIP take at most ${MAX_BULK_IMAGES} images at a time.`}
        />
      )}
      <BulkMoveDialog
        open={moving}
        ids={selectedIds}
        folders={folders}
        onClose={() => setMoving(false)}
        onMoved={() => {
          setMoving(false);
          selection.clear();
        }}
      />
      <UseAsReferenceDialog
        open={referencing}
        images={selectedIds.map((id) => `creation:${id}`)}
        onClose={() => setReferencing(false)}
        onSaved={() => {
          setReferencing(false);
          selection.clear();
        }}
      />
      <BulkDeleteDialog
        open={deleting}
        ids={selectedIds}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          setDeleting(false);
          selection.clear();
        }}
      />
    </Card>
  );
}
