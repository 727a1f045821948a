import { Modal, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import type { GalleryFolderFragment } from '../../graphql/generated/graphql';
import { DialogFooter } from '../../lib/DialogFooter';

interface FolderPickerDialogProps {
  open: boolean;
  title: string;
  /** Said above the folder list. */
  intro?: ReactNode;
  folders: readonly GalleryFolderFragment[];
  /** While the move runs: "Moving...", and the button waits. */
  moving: boolean;
  onMove: (folder: GalleryFolderFragment) => void;
  onClose: () => void;
}

/** A move's dialog: pick a folder, then Move (disabled until one is picked). */
export function FolderPickerDialog({
  open,
  title,
  intro,
  folders,
  moving,
  onMove,
  onClose,
}: FolderPickerDialogProps) {
  const [folderId, setFolderId] = useState<string | undefined>();
  const folder = folders.find((candidate) => candidate.id === folderId);

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      afterClose={() => setFolderId(undefined)}
      footer={
        <DialogFooter
          onCancel={onClose}
          label="Move"
          busyLabel="Moving..."
          busy={moving}
          disabled={!folder || moving}
          onConfirm={() => folder && onMove(folder)}
        />
      }
    >
      {intro}
      <Select
        aria-label="Folder"
        placeholder="Select folder..."
        value={folderId}
        onChange={setFolderId}
        options={folders.map((option) => ({ value: option.id, label: option.name }))}
        virtual={false}
        style={{ width: '100%' }}
      />
    </Modal>
  );
}
