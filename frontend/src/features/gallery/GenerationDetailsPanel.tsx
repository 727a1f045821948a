import { useQuery } from '@apollo/client/react';
import { CopyOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Flex, Spin, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import {
  type GalleryCreationFragment,
  GalleryModelsDocument,
} from '../../graphql/generated/graphql';
import { useToast } from '../../lib/useToast';
import { writeCopiedSettings } from '../generator/copiedSettings';
import { formatCreationDateTime } from './creationDate';
import {
  additionalSettings,
  copiedSettingsOf,
  formatLabel,
  loraRows,
  modelLabel,
} from './generationDetails';
import { settingLabel } from './settingLabel';

interface GenerationDetailsPanelProps {
  /** The image whose settings to show; null keeps the panel closed. */
  creation: GalleryCreationFragment | null;
  onClose: () => void;
}

/** "Generation Details": how an image was made, and a way to make another like it. */
export function GenerationDetailsPanel({ creation, onClose }: GenerationDetailsPanelProps) {
  return (
    <Drawer
      open={creation !== null}
      onClose={onClose}
      title="Generation Details"
      size="min(440px, 100vw)"
      destroyOnHidden
    >
      {creation && <GenerationDetails creation={creation} />}
    </Drawer>
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

function GenerationDetails({ creation }: { creation: GalleryCreationFragment }) {
  const toast = useToast();
  // The models the user may use, by AIR: asked once, when a panel first opens.
  const models = useQuery(GalleryModelsDocument);
  const settings = additionalSettings(creation);
  const loras = loraRows(creation);

  const copySettings = () => {
    try {
      writeCopiedSettings(copiedSettingsOf(creation));
      toast({
        variant: 'success',
        title: 'Settings copied',
        description: 'Generation settings have been copied. Navigate to the dashboard to use them.',
      });
    } catch {
      toast({
        variant: 'error',
        title: 'Copy failed',
        description: 'Failed to copy settings to dashboard.',
      });
    }
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
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'model',
            label: 'Model',
            children:
              models.loading && !models.data ? (
                <Spin size="small" aria-label="Loading model" />
              ) : (
                modelLabel(creation.modelId, models.data?.models ?? [])
              ),
          },
          { key: 'size', label: 'Size', children: `${creation.width}×${creation.height}` },
          { key: 'format', label: 'Format', children: formatLabel(creation) },
          {
            key: 'created',
            label: 'Created',
            children: formatCreationDateTime(creation.createdAt),
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
