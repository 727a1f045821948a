import { registerEnumType } from '@nestjs/graphql';

/**
 * What a personal API key may be limited to. A key without scopes acts with its owner's user
 * permissions; administrator operations need `admin` whatever else the key holds.
 */
export enum ApiKeyScope {
  generate = 'generate',
  galleryRead = 'gallery:read',
  galleryWrite = 'gallery:write',
  share = 'share',
  admin = 'admin',
}

registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description:
    'generate: generations, prompts and credits; gallery:read / gallery:write: saved images and folders; share: share links to saved images and folders; admin: administrator operations.',
});

export const API_KEY_SCOPES = Object.values(ApiKeyScope);
