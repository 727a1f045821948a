import { type Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { restOutput, UUID_FORMAT } from '../../../common/rest/rest-shape.js';
import { API_KEY_SCOPES } from '../api-key-scope.js';
import { ApiKey } from '../api-key.entity.js';

/** A key as its owner sees it over REST (declared over the GraphQL type): never the key itself. */
export const ApiKeyView = restOutput(ApiKey, {
  name: 'ApiKeyView',
  openApi: {
    id: UUID_FORMAT,
    prefix: { example: 'pfk_3kq' },
    // One named enum in the document, which the key-creating body refers to as well.
    scopes: { enum: API_KEY_SCOPES, enumName: 'ApiKeyScope' },
  },
});

/** A key just created: REST answers it flat, with the key itself this once. */
export class CreatedApiKey extends (ApiKeyView.schema as Type<object>) {
  @ApiProperty({
    type: String,
    description: 'The key itself, shown this once: send it as `Authorization: Bearer <key>`.',
    example: 'pfk_3kq…',
  })
  key: string;
}
