import { Args, ID, Query, Resolver, Subscription } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { GenerationUpdate } from './dto/generation-update.js';
import { type GenerationChanged, GenerationEvents } from './generation-events.js';
import { GenerationUpdates } from './generation-updates.js';

@Resolver()
export class GenerationUpdatesResolver {
  constructor(
    private readonly events: GenerationEvents,
    private readonly updates: GenerationUpdates,
  ) {}

  @Query(() => GenerationUpdate, {
    nullable: true,
    description:
      'One of the caller’s generations as generationUpdated tells it (status, queue position, ETA, balance), for a client following its queue by polling where WebSockets are blocked. Null for an unknown id or another user’s generation.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  generationUpdate(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The generation to read.' }) id: string,
  ): Promise<GenerationUpdate | null> {
    return this.updates.current(caller.user.id, id);
  }

  @Subscription(() => GenerationUpdate, {
    description:
      'The caller’s generations as they change (queued with a position, running, succeeded, failed, unknown), over WebSocket (graphql-ws on /graphql). It starts with their state when it begins: with id, that generation (when it is the caller’s); without, each unfinished one. Then every change; with id, that generation’s only. Null for a generation deleted since its change.',
    filter: (event: GenerationChanged, variables: { id?: string | null }) =>
      !variables.id || event.generationId === variables.id,
    // A generation deleted since its event has nothing to show: null.
    resolve(this: GenerationUpdatesResolver, event: GenerationChanged) {
      return this.updates.current(event.userId, event.generationId);
    },
    nullable: true,
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  generationUpdated(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', {
      type: () => ID,
      nullable: true,
      description: 'Follow this generation only; all of the caller’s when left out.',
    })
    id?: string | null,
  ): AsyncIterableIterator<GenerationChanged> {
    return this.events.of(caller.user.id, () => this.updates.openingOf(caller.user.id, id));
  }
}
