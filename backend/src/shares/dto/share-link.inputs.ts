import { Field, GraphQLISODateTime, ID, InputType } from '@nestjs/graphql';
import { IsBoolean, IsDate, IsOptional, IsString, Length } from 'class-validator';

export const SHARE_PASSWORD_MAX_LENGTH = 200;
const PASSWORD_RULE = `password must be 1 to ${SHARE_PASSWORD_MAX_LENGTH} characters`;

/** A new share link: one creation or one folder, with its options. */
@InputType({ description: 'What to share (one creation or one folder) and how.' })
export class CreateShareLinkInput {
  @Field(() => ID, {
    nullable: true,
    description: "One of the caller's saved images; give this or folderId, not both.",
  })
  @IsOptional()
  @IsString({ message: 'creationId must be an id' })
  creationId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "One of the caller's folders; give this or creationId, not both.",
  })
  @IsOptional()
  @IsString({ message: 'folderId must be an id' })
  folderId?: string | null;

  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'When the link stops working, in the future; null or omitted: never.',
  })
  @IsOptional()
  @IsDate({ message: 'expiresAt must be a date' })
  expiresAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: `A password viewers must give, 1 to ${SHARE_PASSWORD_MAX_LENGTH} characters; omitted: none.`,
  })
  @IsOptional()
  @IsString({ message: PASSWORD_RULE })
  @Length(1, SHARE_PASSWORD_MAX_LENGTH, { message: PASSWORD_RULE })
  password?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether viewers may download the original file; default false.',
  })
  @IsOptional()
  @IsBoolean({ message: 'allowDownload must be true or false' })
  allowDownload?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether viewers see the prompt, model and settings; default false.',
  })
  @IsOptional()
  @IsBoolean({ message: 'showPrompt must be true or false' })
  showPrompt?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'True: the owner confirms sharing images the provider flagged as adult content (NSFW); without it such a share is refused with NSFW_CONFIRMATION_REQUIRED.',
  })
  @IsOptional()
  @IsBoolean({ message: 'confirmNsfw must be true or false' })
  confirmNsfw?: boolean | null;
}

/**
 * Changes to a link: a field left out stays as it is; `expiresAt: null` means never, and
 * `password: null` removes the password.
 */
@InputType({
  description:
    'Changes to a share link; omitted fields stay. expiresAt null: never expires; password null: no password.',
})
export class UpdateShareLinkInput {
  @Field(() => GraphQLISODateTime, {
    nullable: true,
    description: 'A new expiry, in the future; null: never expires.',
  })
  @IsOptional()
  @IsDate({ message: 'expiresAt must be a date' })
  expiresAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: `A new password, 1 to ${SHARE_PASSWORD_MAX_LENGTH} characters; null: no password.`,
  })
  @IsOptional()
  @IsString({ message: PASSWORD_RULE })
  @Length(1, SHARE_PASSWORD_MAX_LENGTH, { message: PASSWORD_RULE })
  password?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether viewers may download originals.' })
  @IsOptional()
  @IsBoolean({ message: 'allowDownload must be true or false' })
  allowDownload?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether viewers see prompt and settings.' })
  @IsOptional()
  @IsBoolean({ message: 'showPrompt must be true or false' })
  showPrompt?: boolean | null;
}
