import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { restInput, restOutput } from '../../common/rest/rest-shape.js';

@ObjectType({ description: 'The switches every visitor may know about (for notices).' })
export class PlatformStatus {
  @Field({ description: 'New generations are refused while on.' })
  maintenanceMode: boolean;

  @Field({ description: 'Sign-up is refused while off.' })
  registrationsOpen: boolean;
}

@ObjectType({
  description: 'A membership tier (access level): its credit multiplier, price and credits.',
})
export class TierSettings {
  @Field(() => Int, { description: "The tier's access-level id." })
  accessLevelId: number;
  @Field({ description: 'The tier name: Free, Base, Standard, Premium or Administrator.' })
  name: string;
  @Field(() => Int, { description: 'Rank of the tier: higher levels may use what lower ones may.' })
  level: number;
  @Field(() => Float, {
    description:
      'Multiplies the credits a generation costs: e.g. 1 for Free, 0 (free) for Administrator.',
  })
  creditMultiplier: number;
  @Field(() => Float, { description: 'What the tier costs, USD.' })
  priceUsd: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Credits the tier comes with; null: unlimited.',
  })
  credits: number | null;
}

@ObjectType({
  description: 'The switches, the tiers and the read-only server settings, for administrators.',
})
export class PlatformSettings extends PlatformStatus {
  @Field(() => Date, {
    nullable: true,
    description: 'When the switches were last changed; null if never.',
  })
  updatedAt: Date | null;

  @Field(() => [TierSettings], {
    description: 'The membership tiers, lowest level first (read-only reference data).',
  })
  tiers: TierSettings[];

  @Field(() => Int, { description: 'Credits a new account starts with.' })
  newUserCredits: number;

  @Field(() => Int, { description: 'Credits per USD of provider cost, before the multiplier.' })
  creditsPerUsd: number;

  @Field(() => Float, {
    description: "Storage price behind the orphan files' cost estimates, USD per GB-month.",
  })
  storagePriceUsdPerGbMonth: number;

  @Field(() => Int, {
    description:
      'Minutes a stored file no creation points at is spared before it counts as orphan.',
  })
  orphanGracePeriodMinutes: number;
}

@InputType({ description: 'The switches to change; those left out stay as they are.' })
export class PlatformSettingsInput {
  @Field({ nullable: true, description: 'True refuses new generations; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  maintenanceMode?: boolean;

  @Field({ nullable: true, description: 'False refuses sign-up; null keeps it.' })
  @IsOptional()
  @IsBoolean()
  registrationsOpen?: boolean;
}

// The REST answers and body, declared over the GraphQL types above.

/** GET /api/platform-status. */
export const PlatformStatusRest = restOutput(PlatformStatus, { name: 'PlatformStatus' });

const TierSettingsRest = restOutput(TierSettings, { name: 'TierSettings' });

/** GET and PATCH /api/admin/settings. */
export const PlatformSettingsRest = restOutput(PlatformSettings, {
  name: 'PlatformSettings',
  nested: { tiers: TierSettingsRest },
});

/** Body of PATCH /api/admin/settings. */
export const PlatformSettingsBody = restInput(PlatformSettingsInput, {
  name: 'PlatformSettingsInput',
});
