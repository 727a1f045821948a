import { type GenerationStatus, GenerationStatusEnum } from './generation-enums.js';
import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'One generated image, as the provider reported it.' })
export class GeneratedImageResult {
  @Field({
    description: "The provider's URL of the image; it expires, so save the image to keep it.",
  })
  imageURL: string;

  @Field(() => String, {
    nullable: true,
    description: "The provider's id of the image; null when not reported.",
  })
  imageUUID?: string;

  @Field(() => Float, {
    nullable: true,
    description: 'The seed the image was made with; null when not reported.',
  })
  seed?: number;

  @Field(() => Float, {
    nullable: true,
    description: "The provider's cost of this image in USD, as reported; null when not reported.",
  })
  cost?: number;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "True when the provider's content check found adult content; null unless checkNsfw.",
  })
  nsfw?: boolean;
}

@ObjectType({
  description:
    'The answer of generateImages: the images (when waited for), their cost and the balance.',
})
export class GenerationResult {
  @Field(() => ID, { description: "The generation's id: follow it with generation(id)." })
  generationId: string;

  /** succeeded for a generation waited on; pending for a queued one (follow it with generation(id)). */
  @Field(() => GenerationStatusEnum, {
    description:
      'succeeded when the request waited for the images; pending when it was queued (async): follow it with generation(id).',
  })
  status: GenerationStatus;

  @Field(() => [GeneratedImageResult], {
    description: 'The generated images; empty when the request was queued (async).',
  })
  images: GeneratedImageResult[];

  @Field(() => Float, {
    description: "Sum of the provider's reported costs in USD; 0 when queued.",
  })
  totalCost: number;

  @Field(() => Float, {
    description:
      'Credits charged (never more than the hold); 0 when queued or paid by your own provider key.',
  })
  creditsCharged: number;

  @Field(() => Float, {
    description: "The caller's credit balance after this generation (after the hold when queued).",
  })
  creditBalance: number;

  @Field(() => Int, {
    description: 'How long the provider took, in milliseconds; 0 when queued.',
  })
  durationMs: number;
}
