import { useMutation } from '@apollo/client/react';
import {
  type GalleryCreationFragment,
  type GalleryFolderFragment,
  MoveCreationDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { FolderPickerDialog } from './FolderPickerDialog';
import { moveCreationTo } from './galleryCache';

interface MoveDialogProps {
  /** The image to move; null keeps the dialog closed. */
  creation: GalleryCreationFragment | null;
  folders: readonly GalleryFolderFragment[];
  onClose: () => void;
}

/** "Move image to folder": one image into the folder picked. */
export function MoveDialog({ creation, folders, onClose }: MoveDialogProps) {
  const toast = useToast();
  const [moveCreation, { loading }] = useMutation(MoveCreationDocument);

  const move = async (folder: GalleryFolderFragment) => {
    if (!creation) return;
    try {
      const { data } = await moveCreation({
        variables: { id: creation.id, folderId: folder.id },
        update: (cache) => moveCreationTo(cache, folder.id),
      });
      toast({
        variant: 'success',
        title: 'Image moved',
        description: `The image has been moved to the folder "${data?.moveCreation.folder.name ?? folder.name}".`,
      });
      onClose();
    } catch (error) {
      toast({ variant: 'error', title: 'Error moving image', description: errorMessage(error) });
    }
  };

  return (
    <FolderPickerDialog
      open={creation !== null}
      title="Move image to folder"
      folders={folders}
      moving={loading}
      onMove={(folder) => void move(folder)}
      onClose={onClose}
    />
  );
}
