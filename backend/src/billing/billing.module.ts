import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CreditsModule } from '../credits/credits.module.js';
import { MailModule } from '../mail/mail.module.js';
import { BillingController } from './billing.controller.js';
import { BillingResolver } from './billing.resolver.js';
import { CheckoutService } from './checkout.service.js';
import { CreditPacksService } from './credit-packs.service.js';
import { PaymentWebhookService } from './payment-webhook.service.js';
import { PaymentsClient } from './payments-client.js';
import { PurchaseLifecycleService } from './purchase-lifecycle.service.js';
import { PurchasesService } from './purchases.service.js';

/** Credit packs sold through Stripe Checkout (or the payments simulator that speaks its protocol). */
@Module({
  imports: [AuthModule, CreditsModule, MailModule],
  controllers: [BillingController],
  providers: [
    PaymentsClient,
    CreditPacksService,
    PurchasesService,
    PurchaseLifecycleService,
    CheckoutService,
    PaymentWebhookService,
    BillingResolver,
  ],
  exports: [CreditPacksService, PurchasesService],
})
export class BillingModule {}
