import { PictureOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Button, Flex, Input, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import {
  DeleteReferenceDocument,
  type SavedReferenceFieldsFragment,
  UpdateReferenceDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errorMessage';
import { optionLabel, WEIGHT_TYPES } from '../generator/ipAdapterOptions';
import { REFERENCE_KIND_LABELS } from './referenceLimits';

const THUMBNAIL_PX = 48;
/** The provider's default: no weightType sent. */
const PROVIDER_DEFAULT = '';

export const WEIGHT_TYPE_OPTIONS = [
  { value: PROVIDER_DEFAULT, label: 'Provider default' },
  ...WEIGHT_TYPES.map((value) => ({ value, label: optionLabel(value) })),
];

function Thumbnail({ reference }: { reference: SavedReferenceFieldsFragment }) {
  const size = { width: THUMBNAIL_PX, height: THUMBNAIL_PX };
  return reference.thumbnailUrl ? (
    <img
      src={reference.thumbnailUrl}
      alt={reference.name}
      style={{ ...size, objectFit: 'cover', borderRadius: 4 }}
    />
  ) : (
    <Flex align="center" justify="center" style={size} aria-hidden>
      <PictureOutlined />
    </Flex>
  );
}

/**
 * One saved reference in "Manage references": its thumbnail, kind and name; renamed in place (a
 * style's weight type with it) or deleted once confirmed. The server's refusal (a name in use,
 * blank, too long) is shown under the row.
 */
export function ReferenceRow({ reference }: { reference: SavedReferenceFieldsFragment }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(reference.name);
  const [weightType, setWeightType] = useState(reference.weightType ?? PROVIDER_DEFAULT);
  const [problem, setProblem] = useState<string | null>(null);
  // The reference is normalised in Apollo's cache: the picker shows the new name at once.
  const [update, updating] = useMutation(UpdateReferenceDocument);
  const [remove, removing] = useMutation(DeleteReferenceDocument, {
    update: (cache) => {
      cache.evict({ id: cache.identify({ __typename: 'Reference', id: reference.id }) });
      cache.gc();
    },
  });
  const style = reference.kind === 'style';
  const label = `${REFERENCE_KIND_LABELS[reference.kind as keyof typeof REFERENCE_KIND_LABELS]}`;

  const save = async () => {
    setProblem(null);
    try {
      await update({
        variables: {
          id: reference.id,
          input: {
            name,
            ...(style ? { weightType: weightType === PROVIDER_DEFAULT ? null : weightType } : {}),
          },
        },
      });
      setEditing(false);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  const startEditing = () => {
    setName(reference.name);
    setWeightType(reference.weightType ?? PROVIDER_DEFAULT);
    setProblem(null);
    setEditing(true);
  };
  const deleteIt = async () => {
    setProblem(null);
    try {
      await remove({ variables: { id: reference.id } });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Flex vertical gap={4} data-testid={`reference-${reference.id}`}>
      <Flex gap={12} align="center" wrap>
        <Thumbnail reference={reference} />
        <Tag>{label}</Tag>
        {editing ? (
          <Flex gap={8} wrap style={{ flex: 1 }}>
            <Input
              aria-label={`New name for ${reference.name}`}
              value={name}
              style={{ flex: 1, minWidth: 160 }}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={() => void save()}
            />
            {style && (
              <Select
                aria-label={`Weight type of ${reference.name}`}
                style={{ minWidth: 200 }}
                value={weightType}
                options={WEIGHT_TYPE_OPTIONS}
                onChange={setWeightType}
              />
            )}
            <Button type="primary" loading={updating.loading} onClick={() => void save()}>
              Save
            </Button>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
          </Flex>
        ) : (
          <>
            <Typography.Text style={{ flex: 1 }}>{reference.name}</Typography.Text>
            {style && reference.weightType && (
              <Typography.Text type="secondary">
                {optionLabel(reference.weightType)}
              </Typography.Text>
            )}
            <Button onClick={startEditing} aria-label={`Rename ${reference.name}`}>
              Rename
            </Button>
            <Popconfirm
              title={`Delete "${reference.name}"?`}
              description="Generations made with it keep their images."
              okText="Delete"
              okButtonProps={{ danger: true, loading: removing.loading }}
              onConfirm={() => deleteIt()}
            >
              <Button danger aria-label={`Delete ${reference.name}`}>
                Delete
              </Button>
            </Popconfirm>
          </>
        )}
      </Flex>
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
    </Flex>
  );
}
