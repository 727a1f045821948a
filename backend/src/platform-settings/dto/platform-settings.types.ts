import { Field, Float, InputType, Int, ObjectType } from '@nestjs/graphql';
import { IsBoolean, IsOptional } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

@ObjectType({ description: 'The switches every visitor may know about (for notices).' })
export class PlatformStatus {
  @Field({ description: 'New generations are refused while on.' })
  @ApiProperty({ type: Boolean, description: 'New generations are refused while on.' })
  maintenanceMode: boolean;

  @Field({ description: 'Sign-up is refused while off.' })
  @ApiProperty({ type: Boolean, description: 'Sign-up is refused while off.' })
  registrationsOpen: boolean;
}

@ObjectType()
export class TierSettings {
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  accessLevelId: number;
  @ApiProperty({ type: String })
  @Field()
  name: string;
  @ApiProperty({ type: 'integer' })
  @Field(() => Int)
  level: number;
  @ApiProperty({ type: Number })
  @Field(() => Float)
  creditMultiplier: number;
  @ApiProperty({ type: Number })
  @Field(() => Float)
  priceUsd: number;
  @Field(() => Int, { nullable: true, description: 'Null: unlimited.' })
  @ApiProperty({ type: 'integer', nullable: true, description: 'Null: unlimited.' })
  credits: number | null;
}

@ObjectType()
export class PlatformSettings extends PlatformStatus {
  @Field(() => Date, { nullable: true })
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  updatedAt: Date | null;

  @Field(() => [TierSettings], { description: 'Read-only reference data.' })
  @ApiProperty({ type: () => [TierSettings], description: 'Read-only reference data.' })
  tiers: TierSettings[];

  @Field(() => Int)
  @ApiProperty({ type: 'integer' })
  newUserCredits: number;

  @Field(() => Int, { description: 'Credits per USD of provider cost, before the multiplier.' })
  @ApiProperty({
    type: 'integer',
    description: 'Credits per USD of provider cost, before the multiplier.',
  })
  creditsPerUsd: number;

  @Field(() => Float)
  @ApiProperty({ type: Number })
  storagePriceUsdPerGbMonth: number;

  @Field(() => Int)
  @ApiProperty({ type: 'integer' })
  orphanGracePeriodMinutes: number;
}

@InputType()
export class PlatformSettingsInput {
  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  maintenanceMode?: boolean;

  @Field({ nullable: true })
  @IsOptional()
  @IsBoolean()
  @ApiPropertyOptional({ type: Boolean })
  registrationsOpen?: boolean;
}
