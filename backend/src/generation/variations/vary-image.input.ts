import { Field, InputType } from '@nestjs/graphql';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { closedEnum } from '../../common/graphql/closed-enum.js';
import { VARIATION_STRENGTHS, type VariationStrength } from './variation-strengths.js';

export const VariationStrengthEnum = closedEnum(
  'VariationStrength',
  VARIATION_STRENGTHS,
  "How far a variation moves from its source; the strength itself is chosen per the model's architecture.",
  {
    SUBTLE: 'Close to the source: the same picture with small changes.',
    STRONG: 'The same subject and colours, freely reworked.',
  },
);

@InputType({
  description:
    'A variation of one of your images: image to image from it with its own settings and a new seed. Name exactly one of imageUUID and creationId.',
})
export class VaryImageInput {
  @Field(() => String, {
    nullable: true,
    description: "A result of one of your generations, by the provider's imageUUID.",
  })
  @ApiProperty({
    type: String,
    required: false,
    format: 'uuid',
    description: 'A result of yours, by imageUUID.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  imageUUID?: string;

  @Field(() => String, {
    nullable: true,
    description: 'One of your saved images (a creation id): its stored file is the source.',
  })
  @ApiProperty({
    type: String,
    required: false,
    format: 'uuid',
    description: 'A saved image of yours, by id.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  creationId?: string;

  @Field(() => VariationStrengthEnum, { description: 'SUBTLE or STRONG.' })
  @ApiProperty({ enum: VARIATION_STRENGTHS, description: 'How far to move from the image.' })
  @IsIn(VARIATION_STRENGTHS, { message: 'strength must be SUBTLE or STRONG' })
  strength: VariationStrength;

  @Field(() => String, {
    nullable: true,
    description:
      'Your task id (a UUID): a repeated one is refused, so a retry never runs or charges twice.',
  })
  @ApiProperty({ type: String, required: false, format: 'uuid', description: 'Your task id.' })
  @IsOptional()
  @IsUUID('all', { message: 'taskUUID must be a UUID' })
  taskUUID?: string;
}
