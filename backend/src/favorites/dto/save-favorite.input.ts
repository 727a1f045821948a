import { Field, InputType } from '@nestjs/graphql';
import { IsObject, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { GraphQLJSON } from 'graphql-type-json';
import { Trimmed } from '../../common/validation/trimmed.js';

@InputType()
export class SaveFavoriteInput {
  @Field()
  @Trimmed()
  @IsString({ message: 'Enter a name for your favorite.' })
  @Matches(/\S/, { message: 'Enter a name for your favorite.' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name: string;

  @Field()
  @IsString({ message: 'You need a prompt to save as a favorite.' })
  @Matches(/\S/, { message: 'You need a prompt to save as a favorite.' })
  @MaxLength(3000, { message: 'prompt must be at most 3000 characters' })
  prompt: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(3000, { message: 'negativePrompt must be at most 3000 characters' })
  negativePrompt?: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  modelId?: string;

  @Field(() => GraphQLJSON, { nullable: true })
  @IsOptional()
  @IsObject({ message: 'parameters must be an object' })
  parameters?: Record<string, unknown>;
}
