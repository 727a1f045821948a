import { Field, InputType } from '@nestjs/graphql';
import { ArrayMaxSize, IsArray, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { RequiredText } from '../../common/validation/required-text.js';
import { API_KEY_SCOPES, ApiKeyScope } from './api-key-scope.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export const API_KEY_NAME_MAX_LENGTH = 60;

/** A new personal API key (GraphQL input and REST body). */
@InputType({ description: 'A new personal API key.' })
export class CreateApiKeyInput {
  @Field({
    description: `A label to tell the key apart: 1 to ${API_KEY_NAME_MAX_LENGTH} characters.`,
  })
  @RequiredText('name', API_KEY_NAME_MAX_LENGTH)
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: API_KEY_NAME_MAX_LENGTH,
    example: 'nightly export',
  })
  name: string;

  @Field(() => [ApiKeyScope], {
    nullable: true,
    description:
      'What the key is limited to; omit for a key with every user permission. admin needs an administrator.',
  })
  @IsOptional()
  @IsArray({ message: 'scopes must be a list' })
  @ArrayMaxSize(API_KEY_SCOPES.length)
  @IsIn(API_KEY_SCOPES, {
    each: true,
    message: `scopes must be among ${API_KEY_SCOPES.join(', ')}`,
  })
  @ApiPropertyOptional({
    enum: API_KEY_SCOPES,
    enumName: 'ApiKeyScope',
    isArray: true,
    description: 'What the key is limited to; omit for a key with every user permission.',
  })
  scopes?: ApiKeyScope[];

  @Field({
    description: "The account's current password: a key outlives the session that made it.",
  })
  @IsString({ message: 'currentPassword is required: enter your current password' })
  @MaxLength(256, { message: 'Current password is incorrect' })
  @ApiProperty({
    type: String,
    maxLength: 256,
    description: "The account's current password: a key outlives the session that made it.",
  })
  currentPassword: string;
}
