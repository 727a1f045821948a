import { useQuery } from '@apollo/client/react';
import { Alert, Descriptions, type DescriptionsProps, Drawer, Empty, Flex } from 'antd';
import {
  type GenerationHistoryEntryFragment,
  MyGenerationDocument,
} from '../../graphql/generated/graphql';
import { formatLocalDateTime } from '../../lib/format';
import { RemixedFromLink } from '../sharing/RemixedFromLink';
import {
  formatDuration,
  formatProviderCost,
  generationCredits,
  generationModel,
  generationNegativePrompt,
  generationPrompt,
  generationRefinements,
  generationSize,
} from './generationFacts';
import { GenerationStatusTag } from './GenerationStatusTag';
import { GenerationThumbnails } from './GenerationThumbnails';
import { OpenInDashboardButton } from './OpenInDashboardButton';
import { LoadingSpin } from '../../lib/LoadingSpin';

interface GenerationDetailsDrawerProps {
  /** The generation a ledger row is about; null keeps the drawer closed. */
  generationId: string | null;
  onClose: () => void;
}

/** The generation behind a credit movement: what was made, how it went, what it cost. */
export function GenerationDetailsDrawer({ generationId, onClose }: GenerationDetailsDrawerProps) {
  return (
    <Drawer
      open={generationId !== null}
      onClose={onClose}
      title="Generation details"
      size="min(440px, 100vw)"
      destroyOnHidden
    >
      {generationId && <GenerationDetails generationId={generationId} />}
    </Drawer>
  );
}

function GenerationDetails({ generationId }: { generationId: string }) {
  const { data, loading, error } = useQuery(MyGenerationDocument, {
    variables: { id: generationId },
  });

  if (loading && !data) {
    return (
      <Flex justify="center" style={{ padding: 24 }}>
        <LoadingSpin label="Loading the generation" />
      </Flex>
    );
  }
  if (error && !data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The generation could not be loaded."
        description={error.message}
      />
    );
  }
  const generation = data?.myGeneration;
  if (!generation) return <Empty description="This generation no longer exists." />;

  const prompt = generationPrompt(generation);
  return (
    <Flex vertical gap={20}>
      <Descriptions column={1} size="small" items={generationDescription(generation)} />
      <GenerationThumbnails images={generation.images} alt={prompt || 'Generated image'} />
      <OpenInDashboardButton generation={generation} />
    </Flex>
  );
}

function generationDescription(
  generation: GenerationHistoryEntryFragment,
): DescriptionsProps['items'] {
  const negativePrompt = generationNegativePrompt(generation);
  return [
    { key: 'created', label: 'Created', children: formatLocalDateTime(generation.createdAt) },
    { key: 'model', label: 'Model', children: generationModel(generation) },
    {
      key: 'status',
      label: 'Status',
      children: <GenerationStatusTag status={generation.status} />,
    },
    { key: 'prompt', label: 'Prompt', children: generationPrompt(generation) || 'No prompt' },
    ...(negativePrompt
      ? [{ key: 'negativePrompt', label: 'Negative prompt', children: negativePrompt }]
      : []),
    { key: 'size', label: 'Size', children: generationSize(generation) },
    ...generationRefinements(generation).map(({ key, label, text }) => ({
      key,
      label,
      children: text,
    })),
    {
      key: 'providerCost',
      label: 'Provider cost',
      children: formatProviderCost(generation.providerCostUsd),
    },
    { key: 'credits', label: 'Credits', children: generationCredits(generation) },
    { key: 'duration', label: 'Duration', children: formatDuration(generation.durationMs) },
    ...(generation.errorMessage
      ? [{ key: 'error', label: 'Error', children: generation.errorMessage }]
      : []),
    ...(generation.remixedFrom
      ? [
          {
            key: 'remixedFrom',
            label: 'Remixed from',
            children: <RemixedFromLink slug={generation.remixedFrom.slug} />,
          },
        ]
      : []),
  ];
}
