import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  type RawBodyRequest,
  Req,
} from '@nestjs/common';
import { type Request } from 'express';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { CheckoutService } from './checkout.service.js';
import { CreditPacksService } from './credit-packs.service.js';
import { CheckoutBody } from './dto/checkout.types.js';
import { PaymentWebhookService } from './payment-webhook.service.js';

/** REST: credit packs, checkout, and the payment provider's webhook. */
@Controller('billing')
export class BillingController {
  constructor(
    private readonly packs: CreditPacksService,
    private readonly checkout: CheckoutService,
    private readonly webhook: PaymentWebhookService,
  ) {}

  @Get('packs')
  async list() {
    return (await this.packs.list()).map(
      ({ id, name, priceUsd, priceCents, currency, credits, tier }) => ({
        id,
        name,
        priceUsd,
        priceCents,
        currency,
        credits,
        tier,
      }),
    );
  }

  @Post('checkout')
  @HttpCode(200)
  @Authenticated('user', { apiKeys: false })
  start(@CurrentUser() caller: AuthenticatedUser, @Body() body: CheckoutBody) {
    return this.checkout.start(caller, body.packId);
  }

  @Get('checkout/:sessionId')
  @Authenticated('user', { apiKeys: false })
  confirm(@CurrentUser() caller: AuthenticatedUser, @Param('sessionId') sessionId: string) {
    return this.checkout.confirm(caller, sessionId);
  }

  /** Stripe signs the exact bytes it sends, so the raw body is verified, not the parsed JSON. */
  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    return this.webhook.handle(request.rawBody, signature);
  }
}
