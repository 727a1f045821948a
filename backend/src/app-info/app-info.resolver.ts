import { Field, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { AppConfig } from '../config/app-config.js';
import { APP_VERSION } from './app-version.js';

@ObjectType({ description: 'Public facts about this installation.' })
export class AppInfo {
  @Field({ description: "The product's name." }) name: string;
  @Field({ description: "The backend's version." }) version: string;
  @Field({
    description:
      "'simulator' when images come from the built-in provider simulator, else 'runware'.",
  })
  providerMode: string;
  @Field({
    description:
      "'simulator' when the built-in Stripe-compatible simulator takes payments, else 'stripe'.",
  })
  paymentsMode: string;
  @Field({
    description: 'False when no payment provider is configured: credit packs cannot be bought.',
  })
  paymentsEnabled: boolean;
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
