import { type Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { restInput, restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { type CreationsService } from '../creations.service.js';
import { Creation } from '../entities/creation.entity.js';
import { SaveCreationInput } from './save-creation.input.js';

/** The spec's snake_case names of the fields REST and GraphQL both carry. */
const SNAKE_CASE = {
  negativePrompt: 'negative_prompt',
  generationId: 'generation_id',
} as const;

/**
 * REST body of POST /api/save-image, declared over the GraphQL input: the spec's snake_case names,
 * the folder by name, and the image as imageUrl or (REST only) imageData.
 */
export const SaveImageFields = restInput(SaveCreationInput, {
  name: 'SaveImageFields',
  rename: { ...SNAKE_CASE, modelId: 'model_id', folderName: 'folder' },
  omit: ['folderId'],
  openApi: {
    imageUrl: {
      required: false,
      description:
        'The provider URL of a generated image, copied by the server. This or imageData.',
    },
    prompt: { required: false, default: '' },
    modelId: { example: 'civitai:101055@128078' },
    generationId: UUID_FORMAT,
    folderName: {
      description: 'The folder by name, created when missing; absent or blank: Default.',
    },
  },
});

/** The save body's schema: the input's fields and the image sent as data, which GraphQL never takes. */
export class SaveImageBody extends (SaveImageFields.schema as Type<object>) {
  @ApiPropertyOptional({
    type: String,
    description: 'The image as a base64 data URL (data:image/png;base64,...). This or imageUrl.',
  })
  imageData?: string;
}

export class MoveCreationBody {
  @ApiProperty({ type: String, description: 'The name of the folder to move it to.' })
  folder: string;
}

/** The fields of a saved image REST answers as GraphQL does, under the spec's names. */
const CreationFields = restOutput(Creation, {
  name: 'CreationFields',
  rename: { ...SNAKE_CASE, modelAir: 'model_id', sourceImageId: 'source_image_id' },
  omit: ['folderId', 'folder', 'byteSize', 'sourceCreationId', 'remixedFrom'],
  openApi: { id: UUID_FORMAT, generationId: UUID_FORMAT },
});

/** A saved image in the spec's shape: its folder by name and freshly signed URLs. */
export class CreationView extends (CreationFields.schema as Type<object>) {
  @ApiProperty({ type: String, description: 'A signed URL of the image; it expires.' })
  creationUrl: string;

  @ApiProperty({ type: String, description: 'A signed URL of its thumbnail; it expires.' })
  thumbnailUrl: string;

  @ApiProperty({ type: String, description: 'The folder name.' }) folder: string;
}

/** A saved image in the REST shape, with freshly signed URLs. */
export async function creationView(
  creation: Creation,
  urls: Pick<CreationsService, 'imageUrl' | 'thumbnailUrl'>,
) {
  return {
    ...CreationFields.write(creation),
    creationUrl: await urls.imageUrl(creation),
    thumbnailUrl: await urls.thumbnailUrl(creation),
    folder: creation.folder.name,
  };
}

export class MovedCreationsView {
  @ApiProperty({ type: 'integer', description: 'How many images were moved.' }) moved: number;
}

export class DeletedCreationsView {
  @ApiProperty({ type: 'integer', description: 'How many images were deleted.' }) deleted: number;
}
