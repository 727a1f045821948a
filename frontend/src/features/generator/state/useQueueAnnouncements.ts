import { useEffect, useRef } from 'react';
import { useToast } from '../../../lib/useToast';
import { recordDuration } from './generationDurations';
import type { QueueCard } from './queueCard';

/** The end of each generation, said once: the spec's toast; its duration for the next estimate. */
export function useQueueAnnouncements(cards: readonly QueueCard[]): void {
  const toast = useToast();
  const announced = useRef(new Set<string>());
  useEffect(() => {
    for (const card of cards) {
      const id = card.generationId ?? card.key;
      if (card.status !== 'succeeded' || announced.current.has(id)) continue;
      announced.current.add(id);
      toast({ variant: 'success', title: `Generated ${card.images.length} image(s)` });
      if (!card.resumed) recordDuration(card.parameters, Date.now() - card.submittedAt);
    }
  }, [cards, toast]);
}
