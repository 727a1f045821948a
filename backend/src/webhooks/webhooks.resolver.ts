import { Args, ArgsType, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { PageSizeArgs } from '../common/pagination/cursor-page.js';
import { CreatedWebhook, CreateWebhookInput } from './dto/webhook-inputs.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhooksService } from './webhooks.service.js';

@ArgsType()
class RecentDeliveriesArgs extends PageSizeArgs(20) {}

@Resolver()
export class WebhooksResolver {
  constructor(private readonly service: WebhooksService) {}

  @Query(() => [WebhookEndpoint], { description: "The caller's webhooks, oldest first." })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  webhooks(@CurrentUser() caller: AuthenticatedUser): Promise<WebhookEndpoint[]> {
    return this.service.list(caller.user.id);
  }

  @Query(() => [WebhookDelivery], {
    description: "The caller's latest webhook deliveries, newest first (at most 100).",
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  webhookDeliveries(
    @CurrentUser() caller: AuthenticatedUser,
    @Args() { first }: RecentDeliveriesArgs,
  ): Promise<WebhookDelivery[]> {
    return this.service.recentDeliveries(caller.user.id, first);
  }

  @Mutation(() => CreatedWebhook, {
    description:
      'Registers a URL told (by a signed POST) when a generation finishes or fails. The URL must resolve to public addresses only. The secret is shown this once.',
  })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  createWebhook(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('input', { description: 'The URL to deliver to.' }) input: CreateWebhookInput,
  ): Promise<CreatedWebhook> {
    return this.service.create(caller.user.id, input.url);
  }

  @Mutation(() => Boolean, { description: 'Deletes a webhook; pending deliveries to it stop.' })
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async deleteWebhook(
    @CurrentUser() caller: AuthenticatedUser,
    @Args('id', { type: () => ID, description: "The id of one of the caller's webhooks." })
    id: string,
  ): Promise<boolean> {
    await this.service.remove(caller.user.id, id);
    return true;
  }
}
