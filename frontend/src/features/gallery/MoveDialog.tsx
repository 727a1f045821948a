import { useMutation } from '@apollo/client/react';
import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  type GalleryCreationFragment,
  type GalleryFolderFragment,
  MoveCreationDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { moveCreationTo } from './galleryCache';

interface MoveDialogProps {
  /** The image to move; null keeps the dialog closed. */
  creation: GalleryCreationFragment | null;
  folders: readonly GalleryFolderFragment[];
  onClose: () => void;
}

/** "Move image to folder": pick a folder, then Move (disabled until one is picked). */
export function MoveDialog({ creation, folders, onClose }: MoveDialogProps) {
  const toast = useToast();
  const [folderId, setFolderId] = useState<string | undefined>();
  const [moveCreation, { loading }] = useMutation(MoveCreationDocument);

  const move = async () => {
    if (!creation || !folderId) return;
    try {
      const { data } = await moveCreation({
        variables: { id: creation.id, folderId },
        update: (cache) => moveCreationTo(cache, folderId),
      });
      const folderName =
        data?.moveCreation.folder.name ?? folders.find((folder) => folder.id === folderId)?.name;
      toast({
        variant: 'success',
        title: 'Image moved',
        description: `The image has been moved to the folder "${folderName}".`,
      });
      onClose();
    } catch (error) {
      toast({ variant: 'error', title: 'Error moving image', description: errorMessage(error) });
    }
  };

  return (
    <Modal
      open={creation !== null}
      title="Move image to folder"
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
