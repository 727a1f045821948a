import { useMutation } from '@apollo/client/react';
import { Typography } from 'antd';
import { type GalleryFolderFragment, MoveCreationsDocument } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { FolderPickerDialog } from './FolderPickerDialog';
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
  const [moveCreations, { loading }] = useMutation(MoveCreationsDocument);

  const move = async (folder: GalleryFolderFragment) => {
    if (ids.length === 0) return;
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
    <FolderPickerDialog
      open={open}
      title="Move images to folder"
      intro={<Typography.Paragraph>{`Move ${imageCount(ids.length)} to:`}</Typography.Paragraph>}
      folders={folders}
      moving={loading}
      onMove={(folder) => void move(folder)}
      onClose={onClose}
    />
  );
}
