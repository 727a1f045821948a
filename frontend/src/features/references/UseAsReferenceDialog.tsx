import { useMutation, useQuery } from '@apollo/client/react';
import { Flex, Input, Modal, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  CreateReferenceDocument,
  MyReferencesDocument,
  UpdateReferenceDocument,
} from '../../graphql/generated/graphql';
import { DialogFooter } from '../../lib/DialogFooter';
import { errorMessage } from '../../lib/errorMessage';
import { useToast } from '../../lib/useToast';
import { REFERENCE_LIMITS } from '../../graphql/generated/limits';
import { MAX_REFERENCE_IMAGES, REFERENCE_KIND_LABELS } from './referenceLimits';
import { WEIGHT_TYPE_OPTIONS } from './ReferenceRow';

interface UseAsReferenceDialogProps {
  open: boolean;
  /** The images to add, as the server names them: creation:<id> of a saved image, or an imageUUID. */
  images: readonly string[];
  onClose: () => void;
  onSaved: () => void;
}

type Kind = keyof typeof REFERENCE_KIND_LABELS;

/**
 * "Use as reference": the chosen images saved as a new character or style, or added to one of
 * the user's references that has room for them (at most MAX_REFERENCE_IMAGES each).
 */
export function UseAsReferenceDialog({
  open,
  images,
  onClose,
  onSaved,
}: UseAsReferenceDialogProps) {
  const toast = useToast();
  const [target, setTarget] = useState<'new' | 'existing'>('new');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('character');
  const [existingId, setExistingId] = useState<string | undefined>();
  // A style's weight type, applied with it unless a generation names its own ('' = default).
  const [weightType, setWeightType] = useState('');
  const { data } = useQuery(MyReferencesDocument, { skip: !open });
  const [create, creating] = useMutation(CreateReferenceDocument, {
    refetchQueries: [MyReferencesDocument],
  });
  const [update, updating] = useMutation(UpdateReferenceDocument);
  const roomy = (data?.myReferences ?? []).filter(
    (reference) => new Set([...reference.images, ...images]).size <= MAX_REFERENCE_IMAGES,
  );
  const existing = roomy.find((reference) => reference.id === existingId);
  const ready = target === 'new' ? name.trim().length > 0 : existing !== undefined;

  const save = async () => {
    try {
      const saved =
        target === 'new'
          ? (
              await create({
                variables: {
                  input: {
                    kind,
                    name: name.trim(),
                    images: [...images],
                    ...(kind === 'style' && weightType ? { weightType } : {}),
                  },
                },
              })
            ).data?.createReference
          : (
              await update({
                variables: {
                  id: existing!.id,
                  input: { images: [...new Set([...existing!.images, ...images])] },
                },
              })
            ).data?.updateReference;
      toast({
        variant: 'success',
        title: 'Saved as reference',
        description: saved
          ? `"${saved.name}" now has ${saved.images.length} of ${MAX_REFERENCE_IMAGES} images.`
          : undefined,
      });
      setName('');
      onSaved();
    } catch (error) {
      toast({
        variant: 'error',
        title: 'Error saving the reference',
        description: errorMessage(error),
      });
    }
  };

  return (
    <Modal
      open={open}
      title="Use as reference"
      onCancel={onClose}
      destroyOnHidden
      footer={
        <DialogFooter
          onCancel={onClose}
          label="Save reference"
          busyLabel="Saving..."
          busy={creating.loading || updating.loading}
          disabled={!ready}
          onConfirm={() => void save()}
        />
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          {`${images.length} ${images.length === 1 ? 'image' : 'images'} as a character (a face or subject kept) or a style (a look followed).`}
        </Typography.Text>
        <Radio.Group
          value={target}
          onChange={(event) => setTarget(event.target.value as 'new' | 'existing')}
          options={[
            { value: 'new', label: 'New reference' },
            { value: 'existing', label: 'Add to a saved one', disabled: roomy.length === 0 },
          ]}
        />
        {target === 'new' ? (
          <>
            <Radio.Group
              aria-label="Kind"
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
              options={(['character', 'style'] as const).map((value) => ({
                value,
                label: REFERENCE_KIND_LABELS[value],
              }))}
            />
            <Input
              aria-label="Reference name"
              placeholder="Name"
              maxLength={REFERENCE_LIMITS.name}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            {kind === 'style' && (
              <Select
                aria-label="Weight type"
                value={weightType}
                options={WEIGHT_TYPE_OPTIONS}
                onChange={setWeightType}
              />
            )}
          </>
        ) : (
          <Select
            aria-label="Saved reference"
            placeholder="Choose a reference"
            value={existingId}
            onChange={setExistingId}
            options={roomy.map((reference) => ({
              value: reference.id,
              label: `${reference.name} (${REFERENCE_KIND_LABELS[reference.kind as Kind]}, ${reference.images.length} ${reference.images.length === 1 ? 'image' : 'images'})`,
            }))}
          />
        )}
      </Flex>
    </Modal>
  );
}
