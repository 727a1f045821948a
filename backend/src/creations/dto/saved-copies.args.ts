import { ArgsType, Field } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { SAVED_COPIES_MAX } from '../creations.service.js';

/** The generated images whose saved copies are asked for: GraphQL arguments and REST body alike. */
@ArgsType()
export class SavedCopiesArgs {
  @Field(() => [String], {
    description: `Provider image URLs of generated images (as saveCreation takes them), at most ${SAVED_COPIES_MAX}.`,
  })
  @ApiProperty({
    type: [String],
    maxItems: SAVED_COPIES_MAX,
    description: `Provider image URLs of generated images (as save-image takes them), at most ${SAVED_COPIES_MAX}.`,
  })
  @IsArray({ message: 'imageUrls must be a list of image URLs' })
  @ArrayMaxSize(SAVED_COPIES_MAX, {
    message: `imageUrls must hold at most ${SAVED_COPIES_MAX} image URLs`,
  })
  @IsString({ each: true, message: 'imageUrls must be a list of image URLs' })
  @MaxLength(4096, { each: true, message: 'an image URL is too long' })
  imageUrls: string[];
}
