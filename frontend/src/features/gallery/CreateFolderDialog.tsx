import { useMutation } from '@apollo/client/react';
import { Flex, Input, Modal } from 'antd';
import { useId, useState } from 'react';
import { CreateFolderDocument } from '../../graphql/generated/graphql';
import { DialogFooter } from '../../lib/DialogFooter';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { addFolder } from './galleryCache';
import { FOLDER_NAME_MAX_LENGTH } from '../../graphql/generated/limits';

interface CreateFolderDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Create New Folder": a name (Enter submits), then Create Folder. */
export function CreateFolderDialog({ open, onClose }: CreateFolderDialogProps) {
  const toast = useToast();
  const inputId = useId();
  const [name, setName] = useState('');
  const [createFolder, { loading }] = useMutation(CreateFolderDocument);
  const blank = name.trim() === '';

  const create = async () => {
    if (loading) return;
    if (blank) {
      toast({
        variant: 'error',
        title: 'Error creating folder',
        description: 'You must provide a name for the folder.',
      });
      return;
    }
    try {
      const { data } = await createFolder({
        variables: { name: name.trim() },
        update: (cache, result) => {
          if (result.data) addFolder(cache, result.data.createFolder);
        },
      });
      toast({
        variant: 'success',
        title: 'Folder created',
        description: `The folder "${data?.createFolder.name ?? name.trim()}" has been created.`,
      });
      onClose();
    } catch (error) {
      toast({ variant: 'error', title: 'Error creating folder', description: errorMessage(error) });
    }
  };

  return (
    <Modal
      open={open}
      title="Create New Folder"
      onCancel={onClose}
      afterClose={() => setName('')}
      footer={
        <DialogFooter
          onCancel={onClose}
          label="Create Folder"
          busyLabel="Creating..."
          busy={loading}
          disabled={blank || loading}
          onConfirm={() => void create()}
        />
      }
    >
      <Flex vertical gap={8}>
        <label htmlFor={inputId}>Folder Name</label>
        <Input
          id={inputId}
          placeholder="Enter folder name"
          value={name}
          autoFocus
          maxLength={FOLDER_NAME_MAX_LENGTH}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => void create()}
        />
      </Flex>
    </Modal>
  );
}
