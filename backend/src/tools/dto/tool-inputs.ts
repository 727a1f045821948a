import { Field, InputType, Int } from '@nestjs/graphql';
import { restInput } from '../../common/rest/rest-shape.js';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { RequiredText } from '../../common/validation/required-text.js';
import { DEFAULT_UPSCALER } from '../../provider/upscalers.js';

/** Base64 grows 4 characters per 3 bytes; the byte cap itself is checked on the decoded image. */
const DATA_URL_MAX_LENGTH = 30_000_000;

const IMAGE_REFERENCE =
  "An image: the provider's imageUUID (from uploadImage or a result), a result's image URL, creation:<id> of one of your saved images, or a data URL.";

/** The factors the creator tools' upscaler takes (2 or 4: the provider has no ×3). */
export const UPSCALE_FACTORS = DEFAULT_UPSCALER.factors;
const UPSCALE_FACTOR_RULE = `upscaleFactor must be ${UPSCALE_FACTORS.join(' or ')}`;
/** How many prompt versions one enhancement may ask for (the provider's promptVersions). */
export const PROMPT_VERSIONS = { min: 1, max: 5, default: 3 } as const;
/** The provider's limit on the prompt it enhances. */
export const ENHANCE_PROMPT_MAX_LENGTH = 300;

@InputType({ description: 'An image to hand the provider once and then refer to by imageUUID.' })
export class UploadImageInput {
  @Field({
    description: 'The image as a base64 data URL (data:image/png;base64,...): PNG, JPEG or WebP.',
  })
  @RequiredText('imageData', DATA_URL_MAX_LENGTH, 'imageData is too large')
  imageData: string;
}

@InputType({ description: 'The image a creator tool works on.' })
export class ImageToolInput {
  @Field({ description: IMAGE_REFERENCE })
  @RequiredText('image', DATA_URL_MAX_LENGTH, 'image is too large')
  image: string;
}

@InputType({ description: 'An image to make larger, and by how much.' })
export class UpscaleImageInput extends ImageToolInput {
  @Field(() => Int, {
    description: `How many times larger each side becomes (${UPSCALE_FACTORS.join(' or ')}); at most 4096 px a side.`,
  })
  @IsIn([...UPSCALE_FACTORS], { message: UPSCALE_FACTOR_RULE })
  upscaleFactor: number;
}

@InputType({ description: 'A prompt to rewrite with more detail.' })
export class EnhancePromptInput {
  @Field({ description: 'The prompt to enhance: 1 to 300 characters.' })
  @RequiredText('prompt', ENHANCE_PROMPT_MAX_LENGTH)
  prompt: string;

  @Field(() => Int, {
    nullable: true,
    description: 'How many suggestions to make: 1 to 5 (3 when not given).',
  })
  @IsOptional()
  @IsInt({ message: 'versions must be a whole number from 1 to 5' })
  @Min(PROMPT_VERSIONS.min, { message: 'versions must be a whole number from 1 to 5' })
  @Max(PROMPT_VERSIONS.max, { message: 'versions must be a whole number from 1 to 5' })
  versions?: number;
}

// The REST bodies, declared over the GraphQL inputs above.

/** OpenAPI has stated no length for an image: its size is checked on the decoded bytes. */
const UNSTATED_LENGTH = { minLength: undefined, maxLength: undefined };

/** Body of POST /api/upload-image. */
export const UploadImageBody = restInput(UploadImageInput, {
  name: 'UploadImageInput',
  openApi: { imageData: UNSTATED_LENGTH },
});

const IMAGE_FIELD = { ...UNSTATED_LENGTH, example: 'creation:6f1c…' };

/** Body of POST /api/remove-background and /api/describe-image. */
export const ImageToolBody = restInput(ImageToolInput, {
  name: 'ImageToolInput',
  openApi: { image: IMAGE_FIELD },
});

/** Body of POST /api/upscale. */
export const UpscaleImageBody = restInput(UpscaleImageInput, {
  name: 'UpscaleImageInput',
  openApi: { image: IMAGE_FIELD },
});

/** Body of POST /api/enhance-prompt. */
export const EnhancePromptBody = restInput(EnhancePromptInput, {
  name: 'EnhancePromptInput',
  openApi: { versions: { default: PROMPT_VERSIONS.default } },
});
