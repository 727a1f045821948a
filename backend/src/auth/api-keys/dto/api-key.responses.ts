import { ApiProperty } from '@nestjs/swagger';
import { API_KEY_SCOPES, type ApiKeyScope } from '../api-key-scope.js';

/** A key as its owner sees it: never the key itself. */
export class ApiKeyView {
  @ApiProperty({ type: String, format: 'uuid' })
  id: string;

  @ApiProperty({ type: String })
  name: string;

  @ApiProperty({
    type: String,
    description: 'The first characters of the key.',
    example: 'pfk_3kq',
  })
  prefix: string;

  @ApiProperty({
    enum: API_KEY_SCOPES,
    enumName: 'ApiKeyScope',
    isArray: true,
    description: 'Empty: everything its owner may do as a user.',
  })
  scopes: ApiKeyScope[];

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'To the minute.' })
  lastUsedAt: string | null;
}

export class CreatedApiKey extends ApiKeyView {
  @ApiProperty({
    type: String,
    description: 'The key itself, shown this once: send it as `Authorization: Bearer <key>`.',
    example: 'pfk_3kq…',
  })
  key: string;
}
