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
import { CheckoutBody, CheckoutStartedRest, CheckoutStateRest } from './dto/checkout.types.js';
import { PackListing } from './dto/credit-pack-offer.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { ApiBody, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';
import { PaymentEventBody, PaymentEventReceipt } from './dto/billing.responses.js';

/** REST: credit packs, checkout, and the payment provider's webhook. */
@ApiTags('Credits and billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly packs: CreditPacksService,
    private readonly checkout: CheckoutService,
    private readonly webhook: PaymentWebhookService,
  ) {}

  @ApiOperation({ summary: 'The credit packs on sale' })
  @ApiOkResponse({ type: [PackListing.schema] })
  @Get('packs')
  async list() {
    return (await this.packs.list()).map((pack) => PackListing.write(pack));
  }

  @ApiOperation({
    summary: 'Open a checkout for a pack: send the buyer to the answered url',
    description:
      'The credits come from the payment webhook, or from GET /api/billing/checkout/{sessionId} when the buyer returns.',
  })
  @ApiOkResponse({ type: CheckoutStartedRest.schema })
  @ApiErrors(
    { status: 400, description: 'Invalid packId, or an administrator (who cannot buy).' },
    { status: 403, description: 'The email address is not verified yet (EMAIL_NOT_VERIFIED).' },
    { status: 404, description: 'No such pack on sale (NOT_FOUND).' },
    {
      status: 429,
      description: 'CHECKOUTS_PER_USER_PER_HOUR checkouts started this hour (RATE_LIMITED).',
    },
    { status: 503, description: 'Payments are unavailable (PAYMENTS_UNAVAILABLE).' },
  )
  @Post('checkout')
  @HttpCode(200)
  @Authenticated('user', { apiKeys: false })
  async start(@CurrentUser() caller: AuthenticatedUser, @Body() body: CheckoutBody) {
    return CheckoutStartedRest.write(await this.checkout.start(caller, body.packId));
  }

  @ApiOperation({
    summary: "A checkout's state; credits a paid one not credited yet",
  })
  @ApiOkResponse({ type: CheckoutStateRest.schema })
  @ApiErrors(404, { status: 503, description: 'Payments are unavailable (PAYMENTS_UNAVAILABLE).' })
  @Get('checkout/:sessionId')
  @Authenticated('user', { apiKeys: false })
  async confirm(@CurrentUser() caller: AuthenticatedUser, @Param('sessionId') sessionId: string) {
    return CheckoutStateRest.write(await this.checkout.confirm(caller, sessionId));
  }

  /** Stripe signs the exact bytes it sends, so the raw body is verified, not the parsed JSON. */
  @ApiOperation({
    summary: "Stripe's webhook (called by Stripe, not by API consumers)",
    description:
      'The signature in Stripe-Signature is verified over the raw body exactly as received, so the body must be passed on byte for byte. Each event is applied once (by event id); a replay answers `duplicate-event`.',
  })
  @ApiHeader({
    name: 'Stripe-Signature',
    required: true,
    description:
      "Stripe's signature of the raw body (t=…,v1=…), made with the endpoint's signing secret.",
  })
  @ApiBody({ type: PaymentEventBody, description: 'A Stripe event, as raw JSON bytes.' })
  @ApiOkResponse({ type: PaymentEventReceipt })
  @ApiErrors(
    { status: 400, description: 'Missing or wrong signature (INVALID_SIGNATURE).' },
    { status: 503, description: 'Payments are not configured (PAYMENTS_UNAVAILABLE).' },
  )
  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ) {
    return this.webhook.handle(request.rawBody, signature);
  }
}
