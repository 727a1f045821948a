import { Module } from '@nestjs/common';
import { WebhooksController } from './webhooks.controller.js';
import { WebhooksResolver } from './webhooks.resolver.js';
import { WebhooksModule } from './webhooks.module.js';

/** GraphQL and REST for a user's webhooks (api role). */
@Module({
  imports: [WebhooksModule],
  controllers: [WebhooksController],
  providers: [WebhooksResolver],
})
export class WebhooksApiModule {}
