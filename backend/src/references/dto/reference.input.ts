import { Field, InputType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { Trimmed } from '../../common/validation/trimmed.js';
import {
  IP_ADAPTER_COMBINE_METHODS,
  IP_ADAPTER_WEIGHT_TYPES,
  type IpAdapterCombineMethod,
  type IpAdapterWeightType,
} from '../../provider/generation-request.js';
import {
  REFERENCE_KINDS,
  REFERENCE_LIMITS as LIMITS,
  type ReferenceKind,
  ReferenceKindEnum,
} from '../reference-limits.js';

const NAME_RULE = `not blank, at most ${LIMITS.name} characters, unique among your references (whatever the case)`;
const IMAGES_RULE = `1 to ${LIMITS.images} of your images: creation:<id> of a saved image, or the imageUUID of an upload or result`;
const IMAGES_MESSAGE = `images must hold 1 to ${LIMITS.images} images`;
const WEIGHT_TYPE_RULE = `A style's IP-Adapter weightType (${IP_ADAPTER_WEIGHT_TYPES.join(', ')}), used where a generation names none; null for the provider's default. A character takes none.`;
const COMBINE_METHOD_RULE = `A style's IP-Adapter combineMethod (${IP_ADAPTER_COMBINE_METHODS.join(', ')}), used where a generation names none; null for the provider's default. A character takes none.`;

/** The IP-Adapter options a style keeps, checked against the provider's lists. */
@InputType({ isAbstract: true })
class StyleOptionsInput {
  @Field(() => String, { nullable: true, description: WEIGHT_TYPE_RULE })
  @IsOptional()
  @IsIn(IP_ADAPTER_WEIGHT_TYPES, {
    message: `weightType must be one of ${IP_ADAPTER_WEIGHT_TYPES.join(', ')}`,
  })
  weightType?: IpAdapterWeightType | null;

  @Field(() => String, { nullable: true, description: COMBINE_METHOD_RULE })
  @IsOptional()
  @IsIn(IP_ADAPTER_COMBINE_METHODS, {
    message: `combineMethod must be one of ${IP_ADAPTER_COMBINE_METHODS.join(', ')}`,
  })
  combineMethod?: IpAdapterCombineMethod | null;
}

@InputType({ description: 'A new character or style.' })
export class CreateReferenceInput extends StyleOptionsInput {
  @Field(() => ReferenceKindEnum, { description: 'Character (identity) or style.' })
  @IsIn(REFERENCE_KINDS, { message: `kind must be one of ${REFERENCE_KINDS.join(', ')}` })
  kind: ReferenceKind;

  @Field({ description: `The name: trimmed, ${NAME_RULE}.` })
  @Trimmed()
  @IsString({ message: 'Enter a name for the reference.' })
  @Matches(/\S/, { message: 'Enter a name for the reference.' })
  @MaxLength(LIMITS.name, { message: `name must be at most ${LIMITS.name} characters` })
  name: string;

  @Field(() => [String], { description: `Its images: ${IMAGES_RULE}.` })
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMinSize(1, { message: IMAGES_MESSAGE })
  @ArrayMaxSize(LIMITS.images, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: 'images must be a list of image references' })
  @MaxLength(200, { each: true, message: 'images holds a reference that is too long' })
  images: string[];
}

@InputType({
  description:
    'Changes to a reference; omitted fields stay as they are (weightType and combineMethod are cleared by null).',
})
export class UpdateReferenceInput extends StyleOptionsInput {
  @Field(() => String, { nullable: true, description: `A new name: ${NAME_RULE}.` })
  @IsOptional()
  @Trimmed()
  @IsString()
  @Matches(/\S/, { message: 'Enter a name for the reference.' })
  @MaxLength(LIMITS.name, { message: `name must be at most ${LIMITS.name} characters` })
  name?: string;

  @Field(() => [String], { nullable: true, description: `All its images anew: ${IMAGES_RULE}.` })
  @IsOptional()
  @IsArray({ message: IMAGES_MESSAGE })
  @ArrayMinSize(1, { message: IMAGES_MESSAGE })
  @ArrayMaxSize(LIMITS.images, { message: IMAGES_MESSAGE })
  @IsString({ each: true, message: 'images must be a list of image references' })
  @MaxLength(200, { each: true, message: 'images holds a reference that is too long' })
  images?: string[];
}
