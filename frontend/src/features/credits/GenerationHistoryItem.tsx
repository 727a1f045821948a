import { Card, Flex, Typography } from 'antd';
import type { GenerationHistoryEntryFragment } from '../../graphql/generated/graphql';
import { formatLocalDateTime } from '../../lib/format';
import {
  formatDuration,
  formatProviderCost,
  generationCredits,
  generationModel,
  generationPrompt,
  generationSize,
} from './generationFacts';
import { GenerationStatusTag } from './GenerationStatusTag';
import { GenerationThumbnails } from './GenerationThumbnails';
import { OpenInDashboardButton } from './OpenInDashboardButton';

/** One past generation: what was asked of which model, how it went and what it cost. */
export function GenerationHistoryItem({
  generation,
}: {
  generation: GenerationHistoryEntryFragment;
}) {
  const prompt = generationPrompt(generation);
  const facts = [
    generationSize(generation),
    `${formatProviderCost(generation.providerCostUsd)} provider cost`,
    generationCredits(generation),
    formatDuration(generation.durationMs),
  ];

  return (
    <article aria-label={prompt || 'Generation without a prompt'}>
      <Card size="small">
        <Flex gap={16} wrap align="flex-start">
          <Flex vertical gap={4} style={{ flex: '1 1 280px', minWidth: 0 }}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong>{generationModel(generation)}</Typography.Text>
              <GenerationStatusTag status={generation.status} />
              <Typography.Text type="secondary">
                {formatLocalDateTime(generation.createdAt)}
              </Typography.Text>
            </Flex>
            <Typography.Text ellipsis={{ tooltip: prompt }} style={{ maxWidth: '100%' }}>
              {prompt || 'No prompt'}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {facts.join(' · ')}
            </Typography.Text>
            {generation.status === 'failed' && generation.errorMessage && (
              <Typography.Text type="danger">{generation.errorMessage}</Typography.Text>
            )}
            <GenerationThumbnails images={generation.images} alt={prompt || 'Generated image'} />
          </Flex>
          <OpenInDashboardButton generation={generation} />
        </Flex>
      </Card>
    </article>
  );
}
