import { useQuery } from '@apollo/client/react';
import { CopyOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  type GalleryCreationFragment,
  GalleryModelsDocument,
} from '../../graphql/generated/graphql';
import { formatDateTime } from '../../lib/format';
import { ToastSlot } from '../../lib/ToastSlot';
import { useToast } from '../../lib/useToast';
import { useWriteCopiedSettings } from '../generator/useWriteCopiedSettings';
import { RemixedFromLink } from '../sharing/RemixedFromLink';
import {
  additionalSettings,
  copiedSettingsOf,
  formatLabel,
  loraRows,
  promptStyleSent,
  modelLabel,
} from './generationDetails';
import { settingLabel } from './settingLabel';
import './gallery.css';
import { LoadingSpin } from '../../lib/LoadingSpin';

interface GenerationDetailsPanelProps {
  /** The image whose settings to show; null keeps the panel closed. */
  creation: GalleryCreationFragment | null;
  onClose: () => void;
  /** The images loaded in the gallery: the one an image was made from may be among them. */
  loadedCreations?: readonly GalleryCreationFragment[];
  /** Opens a loaded image in the full-size viewer. */
  onOpenCreation?: (id: string) => void;
}

/** "Generation Details": how an image was made, and a way to make another like it. */
export function GenerationDetailsPanel({
  creation,
  onClose,
  loadedCreations = [],
  onOpenCreation,
}: GenerationDetailsPanelProps) {
  return (
    <Drawer
      open={creation !== null}
      onClose={onClose}
      title="Generation Details"
      size="min(440px, 100vw)"
      destroyOnHidden
      // Toasts show at the foot while the panel is open, clear of its close button and content.
      footer={<ToastSlot className="generation-details-toast-slot" />}
      styles={{ footer: { padding: 0, borderTop: 'none' } }}
    >
      {creation && (
        <GenerationDetails
          creation={creation}
          loadedCreations={loadedCreations}
          onOpenCreation={onOpenCreation}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}

/** How many characters of an unloaded source's id are shown (a UUID's first group). */
const SHORT_ID_LENGTH = 8;

/**
 * "Made from: …" for an image a tool made from another: the source's name as a button that opens
 * it in the viewer when it is loaded, else its id shortened (the whole id on hover).
 */
function MadeFrom({
  sourceId,
  loadedCreations,
  onOpenCreation,
}: {
  sourceId: string;
  loadedCreations: readonly GalleryCreationFragment[];
  onOpenCreation?: (id: string) => void;
}) {
  const source = loadedCreations.find((candidate) => candidate.id === sourceId);
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }}>
      Made from:{' '}
      {source && onOpenCreation ? (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
          onClick={() => onOpenCreation(source.id)}
        >
          {source.prompt.trim() || 'Saved image'}
        </Button>
      ) : (
        <Typography.Text code title={sourceId}>
          {sourceId.length > SHORT_ID_LENGTH ? `${sourceId.slice(0, SHORT_ID_LENGTH)}…` : sourceId}
        </Typography.Text>
      )}
    </Typography.Paragraph>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

function GenerationDetails({
  creation,
  loadedCreations,
  onOpenCreation,
  onClose,
}: {
  creation: GalleryCreationFragment;
  loadedCreations: readonly GalleryCreationFragment[];
  onOpenCreation?: (id: string) => void;
  onClose: () => void;
}) {
  const toast = useToast();
  const writeCopied = useWriteCopiedSettings();
  const navigate = useNavigate();
  // The models the user may use, by AIR: asked once, when a panel first opens.
  const models = useQuery(GalleryModelsDocument);
  const settings = additionalSettings(creation);
  const loras = loraRows(creation);
  const styled = promptStyleSent(creation);

  // One click: stored as the spec's copiedSettings, then the dashboard, which applies them at
  // once and offers to undo that.
  const copySettings = () => {
    if (!writeCopied(copiedSettingsOf(creation))) return;
    toast({
      variant: 'success',
      title: 'Settings copied',
      description: 'Generation settings have been copied. Navigate to the dashboard to use them.',
    });
    onClose();
    void navigate('/dashboard');
  };

  return (
    <Flex vertical gap={20}>
      <Section title="Prompt">
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {creation.prompt.trim() || 'No prompt available'}
        </Typography.Paragraph>
      </Section>
      {creation.negativePrompt?.trim() && (
        <Section title="Negative Prompt">
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
            {creation.negativePrompt}
          </Typography.Paragraph>
        </Section>
      )}
      {styled && (
        <Section title={`Style: ${styled.styleName}`}>
          <Typography.Text type="secondary">Sent prompt</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {styled.prompt}
          </Typography.Paragraph>
          {styled.negativePrompt && (
            <>
              <Typography.Text type="secondary">Sent negative prompt</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {styled.negativePrompt}
              </Typography.Paragraph>
            </>
          )}
        </Section>
      )}
      {creation.sourceCreationId && (
        <MadeFrom
          sourceId={creation.sourceCreationId}
          loadedCreations={loadedCreations}
          onOpenCreation={onOpenCreation}
        />
      )}
      {creation.remixedFrom && (
        <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>
          Remixed from <RemixedFromLink slug={creation.remixedFrom.slug} />
        </Typography.Paragraph>
      )}
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'model',
            label: 'Model',
            children:
              models.loading && !models.data ? (
                <LoadingSpin size="small" label="Loading model" />
              ) : (
                modelLabel(creation.modelId, models.data?.models ?? [])
              ),
          },
          { key: 'size', label: 'Size', children: `${creation.width}×${creation.height}` },
          { key: 'format', label: 'Format', children: formatLabel(creation) },
          {
            key: 'created',
            label: 'Created',
            children: formatDateTime(creation.createdAt),
          },
        ]}
      />
      {settings.length > 0 && (
        <Section title="Additional Settings">
          <Descriptions
            column={1}
            size="small"
            items={settings.map(({ key, value }) => ({
              key,
              label: settingLabel(key),
              children: value,
            }))}
          />
        </Section>
      )}
      {loras.length > 0 && (
        <Section title="LoRAs">
          <Flex
            vertical
            gap={6}
            component="ul"
            style={{ margin: 0, padding: 0, listStyle: 'none' }}
          >
            {loras.map((lora, index) => (
              <Flex key={`${lora.label}-${index}`} component="li" justify="space-between" gap={8}>
                <Typography.Text ellipsis>{lora.label}</Typography.Text>
                {lora.weight !== null && <Tag>{`Weight: ${lora.weight}`}</Tag>}
              </Flex>
            ))}
          </Flex>
        </Section>
      )}
      <Button type="primary" icon={<CopyOutlined aria-hidden />} onClick={copySettings}>
        Copy Settings to Dashboard
      </Button>
    </Flex>
  );
}
