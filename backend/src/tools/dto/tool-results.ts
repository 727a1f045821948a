import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import { restOutput } from '../../common/rest/rest-shape.js';

@ObjectType({ description: 'An image the provider now holds, to be referred to by its imageUUID.' })
export class UploadedImage {
  @Field({ description: "The provider's id of the image: use it as seedImage or image." })
  imageUUID: string;

  @Field(() => String, { nullable: true, description: "The provider's URL of the image." })
  imageURL?: string;
}

/** What a text tool answered, with its charge. */
@ObjectType({ isAbstract: true })
abstract class ChargedTextResult {
  @Field(() => ID, { description: 'The id of the history entry that records the call.' })
  generationId: string;

  @Field(() => Float, { description: 'Credits charged for it.' })
  creditsCharged: number;

  @Field(() => Float, { description: 'Your credit balance afterwards.' })
  creditBalance: number;
}

@ObjectType({ description: 'Prompt suggestions from enhancePrompt, to choose from.' })
export class EnhancedPrompts extends ChargedTextResult {
  @Field(() => [String], { description: 'The enhanced prompts, one per version asked for.' })
  prompts: string[];
}

@ObjectType({ description: 'An image described in words by describeImage.' })
export class ImageDescription extends ChargedTextResult {
  @Field({ description: 'The description, usable as a prompt.' })
  text: string;
}

/** Answer of POST /api/upload-image: the URL only when the provider gave one. */
export const UploadedImageRest = restOutput(UploadedImage, {
  name: 'UploadedImage',
  absentWhenNull: ['imageURL'],
});
