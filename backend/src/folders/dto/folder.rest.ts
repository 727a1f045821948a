import { ApiProperty } from '@nestjs/swagger';
import { restOutput, UUID_FORMAT } from '../../common/rest/rest-shape.js';
import { Folder } from '../entities/folder.entity.js';
import { FOLDER_NAME_MAX_LENGTH } from '../folder-name.js';

export class FolderNameBody {
  @ApiProperty({
    type: String,
    minLength: 1,
    maxLength: FOLDER_NAME_MAX_LENGTH,
    description: 'Trimmed; no control characters.',
    example: 'Landscapes',
  })
  name: string;
}

/** A folder as REST answers show it: its id and name (declared over the GraphQL type). */
export const FolderView = restOutput(Folder, {
  name: 'FolderView',
  omit: ['isDefault', 'createdAt'],
  openApi: { id: UUID_FORMAT },
});
