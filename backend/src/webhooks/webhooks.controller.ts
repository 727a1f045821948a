import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreateWebhookInput } from './dto/webhook-inputs.js';
import { type WebhookDelivery } from './webhook-delivery.entity.js';
import { type WebhookEndpoint } from './webhook-endpoint.entity.js';
import { WebhooksService } from './webhooks.service.js';

const listed = ({ id, url, createdAt }: WebhookEndpoint) => ({ id, url, createdAt });
const deliveryView = (delivery: WebhookDelivery) => ({
  id: delivery.id,
  webhookId: delivery.endpointId,
  event: delivery.event,
  generationId: delivery.generationId,
  status: delivery.status,
  attempts: delivery.attempts,
  lastStatusCode: delivery.lastStatusCode,
  lastError: delivery.lastError,
  createdAt: delivery.createdAt,
  deliveredAt: delivery.deliveredAt,
});

/** REST for webhooks: a session or a key with the generate scope registers them. */
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() input: CreateWebhookInput) {
    const { webhook, secret } = await this.webhooks.create(caller.user.id, input.url);
    return { ...listed(webhook), secret };
  }

  @Get()
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.webhooks.list(caller.user.id)).map(listed);
  }

  @Get('deliveries')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async deliveries(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.webhooks.recentDeliveries(caller.user.id)).map(deliveryView);
  }

  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.webhooks.remove(caller.user.id, id);
    return { message: 'The webhook has been deleted.' };
  }
}
