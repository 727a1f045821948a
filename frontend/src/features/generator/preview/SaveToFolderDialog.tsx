import { Flex, Input, Modal, Segmented, Select } from 'antd';
import { useState } from 'react';
import type { GeneratorFoldersQuery } from '../../../graphql/generated/graphql';
import { useToast } from '../../../lib/useToast';
import type { SaveTarget } from './saveCreationInput';
import { FOLDER_NAME_MAX_LENGTH } from '../../../graphql/generated/limits';

type Folder = GeneratorFoldersQuery['folders'][number];
type Mode = 'existing' | 'new';

interface SaveToFolderDialogProps {
  open: boolean;
  folders: readonly Folder[];
  saving: boolean;
  /** Resolves true when saved: the dialog then closes and forgets its choice. */
  onSave: (target: SaveTarget) => Promise<boolean>;
  onClose: () => void;
}

/** 'Spara bild i mapp': an existing folder, or a new one by name. */
export function SaveToFolderDialog({
  open,
  folders,
  saving,
  onSave,
  onClose,
}: SaveToFolderDialogProps) {
  const [mode, setMode] = useState<Mode>('existing');
  const [folderId, setFolderId] = useState<string | undefined>();
  const [folderName, setFolderName] = useState('');
  const toast = useToast();

  const resetAndClose = () => {
    setMode('existing');
    setFolderId(undefined);
    setFolderName('');
    onClose();
  };

  const submit = async () => {
    let target: SaveTarget;
    if (mode === 'existing') {
      if (folders.length > 0 && !folderId) {
        toast({ variant: 'error', title: 'Välj en mapp' });
        return;
      }
      // With no folders yet the image goes to Default.
      target = folderId ? { folderId } : { folderName: 'Default' };
    } else {
      if (!folderName.trim()) {
        toast({ variant: 'error', title: 'Ange mappnamn' });
        return;
      }
      target = { folderName: folderName.trim() };
    }
    if (await onSave(target)) resetAndClose();
  };

  return (
    <Modal
      open={open}
      title="Spara bild i mapp"
      okText="Spara"
      cancelText="Avbryt"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={resetAndClose}
    >
      <Flex vertical gap={12}>
        <Segmented<Mode>
          block
          value={mode}
          onChange={setMode}
          options={[
            { value: 'existing', label: 'Befintlig mapp' },
            { value: 'new', label: 'Ny mapp' },
          ]}
        />
        {mode === 'existing' ? (
          <Select
            aria-label="Mapp"
            placeholder="Välj en mapp..."
            value={folderId}
            onChange={setFolderId}
            options={folders.map((folder) => ({ value: folder.id, label: folder.name }))}
          />
        ) : (
          <Input
            aria-label="Mappnamn"
            placeholder="Mappnamn"
            maxLength={FOLDER_NAME_MAX_LENGTH}
            value={folderName}
            onChange={(event) => setFolderName(event.target.value)}
            onPressEnter={() => void submit()}
          />
        )}
      </Flex>
    </Modal>
  );
}
