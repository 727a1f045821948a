import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { MyReferencesDocument } from '../../graphql/generated/graphql';
import { LabelledField } from '../generator/controls/LabelledField';
import type { ReferenceOffer } from '../generator/buildGenerateInput';
import type { ReferenceChoice } from '../generator/generationParameters';
import { REFERENCE_KIND_LABELS } from './referenceLimits';

interface ReferencePickerProps {
  /** The kinds the chosen model's architecture takes; only those are offered. */
  offer: ReferenceOffer;
  value: ReferenceChoice | null;
  onChange: (reference: ReferenceChoice | null) => void;
  /** Whether an IP-Adapter is chosen: a style's images go to it. */
  hasIpAdapter: boolean;
}

const NONE = '';

// Its own chunk, fetched when "Manage…" is clicked.
const ManageReferencesDialog = lazy(() => import('./ManageReferencesDialog'));

/**
 * Advanced Settings' choice of a saved character or style, among the kinds the architecture
 * takes (a character needs PuLID, a style an IP-Adapter; where it edits reference images, either
 * kind's images are the images to edit). Saved from the gallery's selection.
 */
export function ReferencePicker({ offer, value, onChange, hasIpAdapter }: ReferencePickerProps) {
  const { data, loading, error } = useQuery(MyReferencesDocument);
  const [managing, setManaging] = useState(false);
  const kinds = (['character', 'style'] as const).filter((kind) => offer[kind]);
  const references = (data?.myReferences ?? []).filter((reference) =>
    kinds.some((kind) => kind === reference.kind),
  );
  const kindNames = kinds.map((kind) => REFERENCE_KIND_LABELS[kind].toLowerCase()).join(' or ');
  const chosen = value && offer[value.kind] ? value : null;
  // A reference deleted (under "Manage…" or elsewhere) is no longer sent with a generation.
  const gone = Boolean(
    value && data && !data.myReferences.some((reference) => reference.id === value.id),
  );
  useEffect(() => {
    if (gone) onChange(null);
  }, [gone, onChange]);
  return (
    <Flex vertical gap={8}>
      <LabelledField id="generator-reference" label="Reference">
        <Select
          id="generator-reference"
          style={{ width: '100%' }}
          loading={loading}
          value={chosen?.id ?? NONE}
          onChange={(id: string) => {
            const reference = references.find((candidate) => candidate.id === id);
            onChange(
              reference
                ? { id: reference.id, kind: reference.kind as ReferenceChoice['kind'] }
                : null,
            );
          }}
          options={[
            { value: NONE, label: 'None' },
            ...kinds.map((kind) => ({
              label: `${REFERENCE_KIND_LABELS[kind]}s`,
              options: references
                .filter((reference) => reference.kind === kind)
                .map((reference) => ({
                  value: reference.id,
                  label: `${reference.name} (${reference.images.length} ${reference.images.length === 1 ? 'image' : 'images'})`,
                })),
            })),
          ]}
        />
      </LabelledField>
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text type="secondary">
          {offer.edit
            ? `Apply a saved ${kindNames}: its images become images to edit. Save one from images selected in the gallery.`
            : `Apply a saved ${kindNames}; save one from images selected in the gallery.`}
        </Typography.Text>
        <Button type="link" size="small" onClick={() => setManaging(true)}>
          Manage…
        </Button>
      </Flex>
      {managing && (
        <Suspense fallback={null}>
          <ManageReferencesDialog onClose={() => setManaging(false)} />
        </Suspense>
      )}
      {error && (
        <Typography.Text type="danger">Your references could not be loaded.</Typography.Text>
      )}
      {/* An edited style's images are edited as they are, not followed through an IP-Adapter. */}
      {chosen?.kind === 'style' && !offer.edit && !hasIpAdapter && (
        <Alert
          type="info"
          showIcon
          title="A style is applied through an IP-Adapter: add one under IP-Adapter."
        />
      )}
    </Flex>
  );
}
