import { Flex } from 'antd';
import type { QueueCard } from '../state/queueCard';
import { GenerationCard, type GenerationCardProps } from './GenerationCard';

interface GenerationQueueProps extends Omit<
  GenerationCardProps,
  'card' | 'viewerOffset' | 'modelName'
> {
  cards: readonly QueueCard[];
  /** Where the queue's images start in the full-size viewer's list. */
  viewerOffset: number;
  /** Model names by AIR, for the cards' summaries. */
  modelNames?: ReadonlyMap<string, string>;
}

/** The generations of the queue, newest first, each a live card. */
export function GenerationQueue({
  cards,
  viewerOffset,
  modelNames,
  ...cardProps
}: GenerationQueueProps) {
  let offset = viewerOffset;
  return (
    <Flex vertical gap={12} role="list" aria-label="Generation queue">
      {cards.map((card) => {
        const cardOffset = offset;
        offset += card.images.length;
        return (
          <div role="listitem" key={card.key}>
            <GenerationCard
              card={card}
              modelName={modelNames?.get(card.parameters.model_id)}
              viewerOffset={cardOffset}
              {...cardProps}
            />
          </div>
        );
      })}
    </Flex>
  );
}
