import { useMutation } from '@apollo/client/react';
import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderOutlined,
  LockOutlined,
} from '@ant-design/icons';
import { Button, Flex, Input, Modal, Spin, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import {
  DeleteFolderDocument,
  type GalleryFolderFragment,
  RenameFolderDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { GalleryError } from './GalleryMessage';
import { removeFolder } from './galleryCache';
import { useGalleryFolders } from './useGalleryFolders';
import './gallery.css';
import { FOLDER_NAME_MAX_LENGTH } from '../../graphql/generated/limits';

interface ManageFoldersDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The folder manager: rename in place, delete (images go to Default). Default is protected. */
export function ManageFoldersDialog({ open, onClose }: ManageFoldersDialogProps) {
  return (
    <Modal open={open} title="Manage folders" onCancel={onClose} footer={null} destroyOnHidden>
      {open && <FolderList />}
    </Modal>
  );
}

function FolderList() {
  const { folders, loading, error, refetch } = useGalleryFolders();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GalleryFolderFragment | null>(null);

  if (loading) {
    return (
      <Flex justify="center" align="center" gap={12} style={{ padding: 24 }}>
        <Spin />
        <Typography.Text>Laddar mappar...</Typography.Text>
      </Flex>
    );
  }
  if (error || !folders) {
    return (
      <GalleryError
        title="An error occurred while fetching folders."
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (folders.length === 0) {
    return <Typography.Text type="secondary">Inga mappar hittades</Typography.Text>;
  }
  return (
    <>
      <ul className="gallery-folder-list" aria-label="Folders">
        {folders.map((folder) => (
          <FolderRow
            key={folder.id}
            folder={folder}
            editing={editingId === folder.id}
            onEdit={() => setEditingId(folder.id)}
            onEditEnd={() => setEditingId(null)}
            onDelete={() => setDeleting(folder)}
          />
        ))}
      </ul>
      <DeleteFolderConfirm folder={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

interface FolderRowProps {
  folder: GalleryFolderFragment;
  editing: boolean;
  onEdit: () => void;
  onEditEnd: () => void;
  onDelete: () => void;
}

function FolderRow({ folder, editing, onEdit, onEditEnd, onDelete }: FolderRowProps) {
  const toast = useToast();
  const [name, setName] = useState(folder.name);
  const [renameFolder, renaming] = useMutation(RenameFolderDocument);

  const startEditing = () => {
    setName(folder.name);
    onEdit();
  };

  const rename = async () => {
    const trimmed = name.trim();
    if (!trimmed || renaming.loading) return;
    if (trimmed === folder.name) return onEditEnd();
    try {
      await renameFolder({ variables: { id: folder.id, name: trimmed } });
      toast({ variant: 'success', title: 'Success', description: 'Folder has been renamed.' });
      onEditEnd();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Fel',
        description: errorMessage(error, 'Kunde inte byta namn på mappen.'),
      });
    }
  };

  if (editing) {
    return (
      <FolderListItem>
        <Flex gap={8} style={{ width: '100%' }}>
          <Input
            aria-label={`New name for ${folder.name}`}
            value={name}
            autoFocus
            maxLength={FOLDER_NAME_MAX_LENGTH}
            disabled={renaming.loading}
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void rename();
              if (event.key === 'Escape') {
                // The dialog would close on Escape too: this one only ends the rename.
                event.stopPropagation();
                onEditEnd();
              }
            }}
          />
          <Tooltip title="Save">
            <Button
              aria-label="Save name"
              icon={<CheckOutlined aria-hidden />}
              type="primary"
              loading={renaming.loading}
              disabled={!name.trim()}
              onClick={() => void rename()}
            />
          </Tooltip>
          <Tooltip title="Cancel">
            <Button
              aria-label="Cancel rename"
              icon={<CloseOutlined aria-hidden />}
              disabled={renaming.loading}
              onClick={onEditEnd}
            />
          </Tooltip>
        </Flex>
      </FolderListItem>
    );
  }

  return (
    <FolderListItem>
      <Typography.Text ellipsis>
        <FolderOutlined aria-hidden /> {folder.name}
      </Typography.Text>
      {folder.isDefault ? (
        <Tooltip title="The Default folder cannot be renamed or deleted">
          <LockOutlined
            aria-label="The Default folder cannot be renamed or deleted"
            style={{ padding: '0 8px' }}
          />
        </Tooltip>
      ) : (
        <Flex gap={4}>
          <Tooltip title="Rename">
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              aria-label={`Rename ${folder.name}`}
              onClick={startEditing}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Delete ${folder.name}`}
              onClick={onDelete}
            />
          </Tooltip>
        </Flex>
      )}
    </FolderListItem>
  );
}

function FolderListItem({ children }: { children: ReactNode }) {
  return (
    <li className="gallery-folder-row">
      <Flex justify="space-between" align="center" gap={8}>
        {children}
      </Flex>
    </li>
  );
}

/** Asks (in Swedish, as the spec has it) before a folder goes; its images move to Default. */
function DeleteFolderConfirm({
  folder,
  onClose,
}: {
  folder: GalleryFolderFragment | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const [deleteFolder, { loading }] = useMutation(DeleteFolderDocument);

  const confirm = async () => {
    if (!folder) return;
    try {
      await deleteFolder({
        variables: { id: folder.id },
        update: (cache) => removeFolder(cache, folder.id),
      });
      toast({
        variant: 'success',
        title: 'Framgång',
        description: 'Mappen har raderats. Bilder har flyttats till Default.',
      });
      onClose();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Fel',
        description: errorMessage(error, 'Kunde inte radera mappen.'),
      });
    }
  };

  return (
    <Modal
      open={folder !== null}
      title="Radera mappen?"
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Avbryt
        </Button>,
        <Button key="delete" type="primary" danger loading={loading} onClick={() => void confirm()}>
          Radera
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {`Är du säker på att du vill radera mappen "${folder?.name ?? ''}"? Alla bilder i mappen flyttas till Default.`}
      </Typography.Paragraph>
    </Modal>
  );
}
