import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { type Response } from 'express';
import { NotFoundError } from '../common/errors/domain-errors.js';
import { ObjectStorage } from './object-storage.js';
import { SignedFileUrls } from './signed-file-urls.js';
import { ApiOkResponse, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/api-errors.js';

const IMAGE_BYTES = { type: 'string', format: 'binary' } as const;

/**
 * Serves objects of the local-disk driver to whoever holds a valid signed URL (see
 * SignedFileUrls). With S3 the browser fetches presigned URLs from the bucket instead.
 */
@ApiTags('Files')
@Controller('files')
export class LocalFilesController {
  constructor(
    private readonly storage: ObjectStorage,
    private readonly urls: SignedFileUrls,
  ) {}

  @ApiOperation({
    summary: 'A stored image, by the signed URL the API answered (local-disk storage only)',
    description:
      'Creation and thumbnail URLs point here when STORAGE_DRIVER=local; with S3 they point at the bucket. Every refusal is the same 404, so a URL reveals nothing about which keys exist.',
  })
  @ApiParam({
    name: 'key',
    type: String,
    description: 'The object key; it spans several path segments (users/…/creations/….png).',
  })
  @ApiQuery({ name: 'expires', type: String, description: 'Expiry, seconds since the epoch.' })
  @ApiQuery({ name: 'signature', type: String })
  @ApiOkResponse({
    description: 'The image bytes (cached privately for an hour).',
    content: Object.fromEntries(
      ['image/png', 'image/jpeg', 'image/webp'].map((type) => [type, { schema: IMAGE_BYTES }]),
    ),
  })
  @ApiErrors(404)
  @Get('*key')
  async serve(
    @Param('key') key: string | string[],
    @Query('expires') expires: string | undefined,
    @Query('signature') signature: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const objectKey = Array.isArray(key) ? key.join('/') : key;
    // One answer for every refusal, so a URL reveals nothing about which keys exist.
    const refused = new NotFoundError('File not found');
    if (this.storage.driverName !== 'local' || !expires || !signature) throw refused;
    if (!this.urls.isValid(objectKey, expires, signature)) throw refused;
    const object = await this.storage.get(objectKey);
    if (!object) throw refused;
    response.setHeader('Content-Type', object.contentType);
    response.setHeader('Content-Length', String(object.size));
    response.setHeader('Cache-Control', 'private, max-age=3600, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    object.body.on('error', () => response.destroy());
    object.body.pipe(response);
  }
}
