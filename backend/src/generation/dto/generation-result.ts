import { type GenerationStatus, GenerationStatusEnum } from './generation-enums.js';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class GeneratedImageResult {
  @Field()
  imageURL: string;

  @Field(() => String, { nullable: true })
  imageUUID?: string;

  @Field(() => Float, { nullable: true })
  seed?: number;

  /** USD as reported by the provider. */
  @Field(() => Float, { nullable: true })
  cost?: number;

  /** The provider's content check, only when it was asked for (checkNsfw). */
  @Field(() => Boolean, { nullable: true })
  nsfw?: boolean;
}

@ObjectType()
export class GenerationResult {
  @Field(() => ID)
  generationId: string;

  /** succeeded for a generation waited on; pending for a queued one (follow it with generation(id)). */
  @Field(() => GenerationStatusEnum, {
    description:
      'succeeded when the request waited for the images; pending when it was queued (async): follow it with generation(id).',
  })
  status: GenerationStatus;

  @Field(() => [GeneratedImageResult])
  images: GeneratedImageResult[];

  /** Sum of the provider's reported cost, USD. */
  @Field(() => Float)
  totalCost: number;

  @Field(() => Float)
  creditsCharged: number;

  /** The user's balance after this generation. */
  @Field(() => Float)
  creditBalance: number;

  @Field(() => Int)
  durationMs: number;
}
