import { applyDecorators } from '@nestjs/common';
import { Field, InputType } from '@nestjs/graphql';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Trimmed } from '../../common/validation/trimmed.js';
import { PROMPT_STYLE_LIMITS as LIMITS } from '../prompt-style-limits.js';

const NAME_RULE = `not blank, at most ${LIMITS.name} characters, unique among your styles (whatever the case)`;
const TEMPLATE_RULE = `at most ${LIMITS.template} characters, holding {prompt} where your prompt goes`;

/**
 * A style's negative prompt, new or changed: optional, trimmed, at most LIMITS.negativePrompt
 * characters. (Listed in the order the rules are checked: the length first.)
 */
const StyleNegativePrompt = () =>
  applyDecorators(
    MaxLength(LIMITS.negativePrompt, {
      message: `negativePrompt must be at most ${LIMITS.negativePrompt} characters`,
    }),
    IsString(),
    Trimmed(),
    IsOptional(),
  );

@InputType({ description: 'A new prompt style.' })
export class CreatePromptStyleInput {
  @Field({ description: `The style's name: trimmed, ${NAME_RULE}.` })
  @Trimmed()
  @IsString({ message: 'Enter a name for the style.' })
  @Matches(/\S/, { message: 'Enter a name for the style.' })
  @MaxLength(LIMITS.name, { message: `name must be at most ${LIMITS.name} characters` })
  name: string;

  @Field({ description: `The prompt template: ${TEMPLATE_RULE}.` })
  @Trimmed()
  @IsString({ message: 'template is required' })
  @Matches(/\{prompt\}/, { message: 'template must contain {prompt}, where your prompt goes' })
  @MaxLength(LIMITS.template, {
    message: `template must be at most ${LIMITS.template} characters`,
  })
  template: string;

  @Field(() => String, {
    nullable: true,
    description: `Added to the negative prompt where the model takes one; at most ${LIMITS.negativePrompt} characters, empty for none.`,
  })
  @StyleNegativePrompt()
  negativePrompt?: string | null;
}

@InputType({ description: 'Changes to a prompt style; omitted fields stay as they are.' })
export class UpdatePromptStyleInput {
  @Field(() => String, { nullable: true, description: `A new name: ${NAME_RULE}.` })
  @IsOptional()
  @Trimmed()
  @IsString()
  @Matches(/\S/, { message: 'Enter a name for the style.' })
  @MaxLength(LIMITS.name, { message: `name must be at most ${LIMITS.name} characters` })
  name?: string;

  @Field(() => String, { nullable: true, description: `A new template: ${TEMPLATE_RULE}.` })
  @IsOptional()
  @Trimmed()
  @IsString()
  @Matches(/\{prompt\}/, { message: 'template must contain {prompt}, where your prompt goes' })
  @MaxLength(LIMITS.template, {
    message: `template must be at most ${LIMITS.template} characters`,
  })
  template?: string;

  @Field(() => String, {
    nullable: true,
    description: `A new negative prompt, at most ${LIMITS.negativePrompt} characters; empty removes it.`,
  })
  @StyleNegativePrompt()
  negativePrompt?: string | null;
}
