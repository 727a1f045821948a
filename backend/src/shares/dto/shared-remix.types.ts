import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { GraphQLJSON } from 'graphql-type-json';
import { type ImageFormat, ImageFormatEnum } from '../../generation/dto/generation-enums.js';

/**
 * A shared image's settings as a viewer may start a generation from them: the prompt, model and
 * settings, without anything of its owner's (source images, guide images, folder).
 */
@ObjectType({ description: "A shared image's settings, to start a generation from." })
export class SharedRemix {
  @Field({ description: "The share link's slug: pass it back as remixOf.slug." })
  slug: string;

  @Field(() => ID, { description: 'The shared image: pass it back as remixOf.creationId.' })
  creationId: string;

  @Field({ description: "The shared page's title." })
  title: string;

  @Field({ description: "The owner's display name." })
  ownerName: string;

  @Field({ description: 'The prompt.' })
  prompt: string;

  @Field(() => String, { nullable: true, description: 'The negative prompt; null when none.' })
  negativePrompt: string | null;

  @Field({ name: 'modelId', description: "The model's AIR." })
  modelAir: string;

  @Field(() => Int, { description: 'Width of the image, in pixels.' })
  width: number;

  @Field(() => Int, { description: 'Height of the image, in pixels.' })
  height: number;

  @Field(() => ImageFormatEnum, { description: 'File format of the image.' })
  format: ImageFormat;

  @Field(() => GraphQLJSON, {
    description: "The settings, without the owner's source, mask and guide images or folder.",
  })
  parameters: Record<string, unknown>;
}
