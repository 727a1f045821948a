import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AppConfig } from '../config/app-config.js';
import { APP_VERSION } from './app-version.js';

@ObjectType()
export class AppInfo {
  @Field() name: string;
  @Field() version: string;
  /** 'simulator' when images come from the built-in provider simulator, else 'runware'. */
  @Field() providerMode: string;
  /** 'simulator' when the built-in Stripe-compatible simulator takes payments, else 'stripe'. */
  @Field() paymentsMode: string;
  /** False when no payment provider is configured: credit packs cannot be bought. */
  @Field() paymentsEnabled: boolean;
}

@Resolver(() => AppInfo)
export class AppInfoResolver {
  constructor(private readonly config: AppConfig) {}

  @Query(() => AppInfo, { description: 'Public facts about this installation.' })
  appInfo(): AppInfo {
    return {
      name: 'PixelForge Studio',
      version: APP_VERSION,
      providerMode: this.config.PROVIDER_MODE,
      paymentsMode: this.config.PAYMENTS_MODE,
      paymentsEnabled: Boolean(this.config.STRIPE_SECRET_KEY),
    };
  }
}
