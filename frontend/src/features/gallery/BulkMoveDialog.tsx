import { useMutation } from '@apollo/client/react';
import { Button, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { type GalleryFolderFragment, MoveCreationsDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { moveCreationsTo } from './galleryCache';
import { imageCount } from './imageCount';

interface BulkMoveDialogProps {
  open: boolean;
  /** The selected images, at most 100. */
  ids: readonly string[];
  folders: readonly GalleryFolderFragment[];
  onClose: () => void;
  onMoved: () => void;
}

/** "Move images to folder": the selection into one folder, all or none. */
export function BulkMoveDialog({ open, ids, folders, onClose, onMoved }: BulkMoveDialogProps) {
  const toast = useToast();
  const [folderId, setFolderId] = useState<string | undefined>();
  const [moveCreations, { loading }] = useMutation(MoveCreationsDocument);

  const move = async () => {
    const folder = folders.find((candidate) => candidate.id === folderId);
    if (!folder || ids.length === 0) return;
    try {
      const { data } = await moveCreations({
        variables: { ids: [...ids], folderId: folder.id },
        update: (cache) => moveCreationsTo(cache, ids, folder),
      });
      toast({
        variant: 'success',
        title: 'Images moved',
        description: `${imageCount(data?.moveCreations ?? ids.length)} moved to the folder "${folder.name}".`,
      });
      onMoved();
    } catch (error) {
      toast({ variant: 'error', title: 'Error moving images', description: errorMessage(error) });
    }
  };

  return (
    <Modal
      open={open}
      title="Move images to folder"
      onCancel={onClose}
      afterClose={() => setFolderId(undefined)}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="move"
          type="primary"
          disabled={!folderId || loading}
          loading={loading}
          onClick={() => void move()}
        >
          {loading ? 'Moving...' : 'Move'}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{`Move ${imageCount(ids.length)} to:`}</Typography.Paragraph>
      <Select
        aria-label="Folder"
        placeholder="Select folder..."
        value={folderId}
        onChange={setFolderId}
        options={folders.map((folder) => ({ value: folder.id, label: folder.name }))}
        virtual={false}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
