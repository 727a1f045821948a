import { Injectable } from '@nestjs/common';
import { LiveEvents } from '../live/live-events.js';

/** A generation of `userId` moved (queued, running, settled, refunded, unknown, cancelled). */
export interface GenerationChanged {
  userId: string;
  generationId: string;
}

const channelOf = (userId: string) => `generations:${userId}`;

/**
 * The live events of generations, one channel per user: whoever moves a generation tells its
 * owner's subscribers, which read the generation as it then stands (generationUpdated).
 */
@Injectable()
export class GenerationEvents {
  constructor(private readonly live: LiveEvents) {}

  /** Tells the owner's subscribers; best effort, never throws, never waits for Redis. */
  changed(userId: string, generationId: string): void {
    void this.live.publish(channelOf(userId), { userId, generationId } satisfies GenerationChanged);
  }

  /**
   * What the user's generations do from now on, starting with the generations `startingWith`
   * names once the subscription is in place (their state then, so a subscriber that just
   * (re)connected misses nothing).
   */
  of(
    userId: string,
    startingWith: () => Promise<string[]> = async () => [],
  ): AsyncIterableIterator<GenerationChanged> {
    return this.live.listen<GenerationChanged>(channelOf(userId), async () =>
      (await startingWith()).map((generationId) => ({ userId, generationId })),
    );
  }
}
