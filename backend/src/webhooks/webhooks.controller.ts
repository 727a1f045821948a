import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CreateWebhookInput } from './dto/webhook-inputs.js';
import { WebhooksService } from './webhooks.service.js';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import { CreatedWebhook, WebhookDeliveryView, WebhookView } from './dto/webhook.responses.js';

/** REST for webhooks: a session or a key with the generate scope registers them. */
@ApiTags('Webhooks')
@Controller('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @ApiOperation({
    summary: 'Register a webhook, told (by signed POST) when a generation finishes',
    description: 'Answers the signing secret this once.',
  })
  @ApiCreatedResponse({ type: CreatedWebhook })
  @ApiErrors(400)
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() input: CreateWebhookInput) {
    const { webhook, secret } = await this.webhooks.create(caller.user.id, input.url);
    return { ...WebhookView.write(webhook), secret };
  }

  @ApiOperation({ summary: "The caller's webhooks" })
  @ApiOkResponse({ type: [WebhookView.schema] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.webhooks.list(caller.user.id)).map((webhook) => WebhookView.write(webhook));
  }

  @ApiOperation({ summary: "The caller's latest webhook deliveries, newest first" })
  @ApiOkResponse({ type: [WebhookDeliveryView.schema] })
  @Get('deliveries')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async deliveries(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.webhooks.recentDeliveries(caller.user.id)).map((delivery) =>
      WebhookDeliveryView.write(delivery),
    );
  }

  @ApiOperation({ summary: 'Delete a webhook' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async remove(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.webhooks.remove(caller.user.id, id);
    return { message: 'The webhook has been deleted.' };
  }
}
