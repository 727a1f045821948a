import { useQuery } from '@apollo/client/react';
import { Alert, App, Button, Flex, List, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  MyPromptStylesDocument,
  type PromptStyleItemFragment,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errorMessage';
import { useToast } from '../../../lib/useToast';
import type { PromptStyleChoice } from '../generationParameters';
import { PromptStyleForm, type PromptStyleValues } from './PromptStyleForm';
import { usePromptStyleMutations } from './usePromptStyleMutations';

interface PromptStylesDialogProps {
  open: boolean;
  value: PromptStyleChoice | null;
  onChange: (style: PromptStyleChoice | null) => void;
  onClose: () => void;
}

/** Which form shows: none, a new style, or the style being edited. */
type Editing = null | 'new' | PromptStyleItemFragment;

/**
 * "Prompt styles": the caller's styles to use with the prompt, and to add, edit, delete or reset
 * to the starter set. Changes are the caller's own copies; the chosen style follows a rename and
 * is dropped when deleted.
 */
export function PromptStylesDialog({ open, value, onChange, onClose }: PromptStylesDialogProps) {
  const { data, loading, error } = useQuery(MyPromptStylesDocument, { skip: !open });
  const { create, update, remove, reset } = usePromptStyleMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const { modal } = App.useApp();
  const toast = useToast();
  const styles = data?.myPromptStyles ?? [];

  const choose = (style: PromptStyleChoice | null) => {
    onChange(style && { id: style.id, name: style.name });
    onClose();
  };

  const save = async (values: PromptStyleValues) => {
    const input = { ...values, negativePrompt: values.negativePrompt ?? '' };
    if (editing === 'new') {
      await create({ variables: { input } });
    } else if (editing) {
      const { data: saved } = await update({ variables: { id: editing.id, input } });
      const style = saved?.updatePromptStyle;
      if (style && value?.id === style.id) onChange({ id: style.id, name: style.name });
    }
    setEditing(null);
  };

  const failed = (title: string) => (failure: unknown) =>
    toast({ variant: 'error', title, description: errorMessage(failure) });

  const confirmDelete = (style: PromptStyleItemFragment) =>
    modal.confirm({
      title: 'Delete style',
      content: `Delete the style "${style.name}"? Only your copy is deleted.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      onOk: () =>
        remove({ variables: { id: style.id } }).then(() => {
          if (value?.id === style.id) onChange(null);
        }, failed('Could not delete the style')),
    });

  const confirmReset = () =>
    modal.confirm({
      title: 'Reset to starter styles',
      content: 'Replace all your styles, your own included, with the starter set?',
      okText: 'Reset',
      okButtonProps: { danger: true },
      onOk: () => reset().then(() => onChange(null), failed('Could not reset the styles')),
    });

  return (
    <Modal open={open} title="Prompt styles" footer={null} onCancel={onClose} width={640}>
      {editing ? (
        <PromptStyleForm
          key={editing === 'new' ? 'new' : editing.id}
          style={editing === 'new' ? null : editing}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">
            A style wraps your prompt in its template and adds its negative prompt (where the model
            takes one) when you generate.
          </Typography.Text>
          {loading && <Spin style={{ display: 'block', margin: '24px auto' }} />}
          {error && <Alert type="error" showIcon title="Could not load your styles." />}
          {!loading && !error && (
            <div style={{ maxHeight: '24rem', overflowY: 'auto' }}>
              <List
                aria-label="Prompt styles"
                dataSource={styles}
                locale={{ emptyText: 'No styles: add one or reset to the starter set' }}
                renderItem={(style) => (
                  <List.Item
                    key={style.id}
                    actions={[
                      <Button
                        key="use"
                        size="small"
                        type={value?.id === style.id ? 'primary' : 'default'}
                        aria-label={`Use ${style.name}`}
                        onClick={() => choose(style)}
                      >
                        Use
                      </Button>,
                      <Button
                        key="edit"
                        size="small"
                        aria-label={`Edit ${style.name}`}
                        onClick={() => setEditing(style)}
                      >
                        Edit
                      </Button>,
                      <Button
                        key="delete"
                        size="small"
                        danger
                        aria-label={`Delete ${style.name}`}
                        onClick={() => confirmDelete(style)}
                      >
                        Delete
                      </Button>,
                    ]}
                  >
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong>
                        {style.name} {value?.id === style.id && <Tag>In use</Tag>}
                      </Typography.Text>
                      <Typography.Text type="secondary" ellipsis style={{ maxWidth: 380 }}>
                        {style.template}
                      </Typography.Text>
                    </Flex>
                  </List.Item>
                )}
              />
            </div>
          )}
          <Flex gap={8} wrap justify="flex-end">
            <Button onClick={confirmReset}>Reset to starter styles</Button>
            <Button onClick={() => setEditing('new')}>Add style</Button>
            <Button disabled={!value} onClick={() => choose(null)}>
              No style
            </Button>
          </Flex>
        </Flex>
      )}
    </Modal>
  );
}
