import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';

@ObjectType({ description: 'The switches every visitor may know about (for notices).' })
export class PlatformStatus {
  @Field({ description: 'New generations are refused while on.' })
  maintenanceMode: boolean;

  @Field({ description: 'Sign-up is refused while off.' })
  registrationsOpen: boolean;
}

@ObjectType()
export class TierSettings {
  @Field(() => Int) accessLevelId: number;
  @Field() name: string;
  @Field(() => Int) level: number;
  @Field(() => Float) creditMultiplier: number;
  @Field(() => Float) priceUsd: number;
  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' })
  credits: number | null;
}

@ObjectType()
export class PlatformSettings extends PlatformStatus {
  @Field(() => Date, { nullable: true })
  updatedAt: Date | null;

  @Field(() => [TierSettings], { description: 'Read-only reference data.' })
  tiers: TierSettings[];

  @Field(() => Int)
  newUserCredits: number;

  @Field(() => Int, { description: 'Credits per USD of provider cost, before the multiplier.' })
  creditsPerUsd: number;

  @Field(() => Float)
  storagePriceUsdPerGbMonth: number;

  @Field(() => Int)
  orphanGracePeriodMinutes: number;
}

@InputType()
export class PlatformSettingsInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  maintenanceMode?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  registrationsOpen?: boolean;
}
