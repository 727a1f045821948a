import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../lib/useToast';
import type { GenerationParameters } from '../generationParameters';
import { favoriteInput } from './favoriteParameters';
import { useFavoriteMutations } from './useFavoriteMutations';
import { FAVORITE_NAME_MAX_LENGTH } from '../../../graphql/generated/limits';

interface SaveFavoriteDialogProps {
  open: boolean;
  parameters: GenerationParameters;
  onClose: () => void;
}

/** Asks for a name and saves the current prompt and settings as a favorite. */
export function SaveFavoriteDialog({ open, parameters, onClose }: SaveFavoriteDialogProps) {
  const [name, setName] = useState('');
  const { save, saving } = useFavoriteMutations();
  const toast = useToast();

  const submit = async () => {
    if (!name.trim()) {
      toast({
        variant: 'error',
        title: 'Name required',
        description: 'Enter a name for your favorite.',
      });
      return;
    }
    if (!parameters.prompt.trim()) {
      toast({
        variant: 'error',
        title: 'Empty prompt',
        description: 'You need a prompt to save as a favorite.',
      });
      return;
    }
    try {
      await save({ variables: { input: favoriteInput(name, parameters) } });
    } catch {
      toast({
        variant: 'error',
        title: 'Error while saving',
        description: 'Could not save the favorite.',
      });
      return;
    }
    toast({ variant: 'success', title: 'Saved!' });
    setName('');
    onClose();
  };

  return (
    <Modal
      open={open}
      title="Save as favorite"
      okText="Save"
      onOk={submit}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      {/* Enter in the field submits the form (one text field), so no key handler of its own. */}
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Favorite name" htmlFor="favorite-name" style={{ marginBottom: 0 }}>
          <Input
            id="favorite-name"
            value={name}
            maxLength={FAVORITE_NAME_MAX_LENGTH}
            placeholder="e.g. Misty forest at dawn"
            onChange={(event) => setName(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
