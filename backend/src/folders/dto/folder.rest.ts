import { ApiProperty } from '@nestjs/swagger';
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

export class FolderView {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) name: string;
}
