import { pipeline } from 'node:stream/promises';
import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Res,
} from '@nestjs/common';
import { type Response } from 'express';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { UserPost } from '../common/http/user-post.decorator.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { PAGE_SIZE_MAX } from '../common/pagination/page-size.js';
import { isoInstantOf } from '../common/validation/iso-instant.js';
import { SQL_INTEGER_MAX } from '../common/validation/sql-integer.js';
import { creationDetails, CreationsService, type ImageSource } from './creations.service.js';
import { AIR_MAX_LENGTH } from '../catalog/air.js';
import { type CreationFilterInput, SEARCH_MAX_LENGTH } from './creation-filters.js';
import { CreationIdsArgs, MoveCreationsArgs } from './dto/creation-ids.args.js';
import { SavedCopiesArgs } from './dto/saved-copies.args.js';
import { type Creation } from './entities/creation.entity.js';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import {
  creationView,
  CreationView,
  DeletedCreationsView,
  MoveCreationBody,
  MovedCreationsView,
  SaveImageBody,
  SaveImageFields,
} from './dto/creation.rest.js';

/** A whole number from 0 to SQL_INTEGER_MAX from a query string, else the fallback. */
function queryInt(value: string | undefined, fallback: number, field: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  // Unbounded, `offset=1e19` would reach PostgreSQL as an OFFSET past bigint (a 500).
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > SQL_INTEGER_MAX) {
    throw new ValidationFailedError(
      `${field} must be a whole number from 0 to ${SQL_INTEGER_MAX}`,
      { field },
    );
  }
  return parsed;
}

/** A text query parameter given at most once. */
function queryText(value: unknown, field: string): string | undefined {
  if (value === undefined || typeof value === 'string') return value;
  throw new ValidationFailedError(`${field} must be given once, as text`, { field });
}

/** The list filters of a REST query: search, model, and from/to as ISO 8601 dates. */
function queryFilters(query: Record<string, unknown>): CreationFilterInput {
  return {
    search: queryText(query.search, 'search'),
    model: queryText(query.model, 'model'),
    from: isoInstantOf(queryText(query.from, 'from'), 'from'),
    to: isoInstantOf(queryText(query.to, 'to'), 'to'),
  };
}

/** The paging (`limit` defaults to `defaultLimit`) and filter parameters both REST lists take. */
function ApiListQueries(defaultLimit: number) {
  return applyDecorators(
    ApiQuery({
      name: 'limit',
      required: false,
      schema: { type: 'integer', minimum: 0, maximum: SQL_INTEGER_MAX, default: defaultLimit },
      description: `Clamped to 1 to ${PAGE_SIZE_MAX}.`,
    }),
    ApiQuery({
      name: 'offset',
      required: false,
      schema: { type: 'integer', minimum: 0, maximum: SQL_INTEGER_MAX, default: 0 },
    }),
    ApiQuery({
      name: 'search',
      required: false,
      schema: { type: 'string', maxLength: SEARCH_MAX_LENGTH },
      description:
        'Words of the prompt: every word must appear ("quoted phrase", `or`, `-word` also work); the last word also matches as a prefix. Blank: no search.',
    }),
    ApiQuery({
      name: 'model',
      required: false,
      schema: { type: 'string', maxLength: AIR_MAX_LENGTH },
      description: 'Only images made with this model, by its AIR (e.g. civitai:101055@128078).',
    }),
    ApiQuery({
      name: 'from',
      required: false,
      schema: { type: 'string', example: '2026-01-31' },
      description:
        'Only images saved at or after this ISO 8601 date or date-time (UTC unless an offset is given).',
    }),
    ApiQuery({
      name: 'to',
      required: false,
      schema: { type: 'string', example: '2026-02-01T00:00:00Z' },
      description:
        'Only images saved before this ISO 8601 date or date-time (UTC unless an offset is given); not before `from`.',
    }),
  );
}

/** A route on several saved images at once: an id that is not the caller's refuses them all. */
function ApiAllOrNone(summary: string, unchanged: string) {
  return applyDecorators(
    ApiOperation({
      summary: `${summary}, all or none`,
      description: `Every id must be one of the caller's saved images, else 404 naming those that are not, and ${unchanged}.`,
    }),
    ApiErrors(400, 404),
  );
}

const ZIP_BYTES = { type: 'string', format: 'binary' } as const;

/** REST compat routes for creations, in the snake_case shape older clients read. */
@ApiTags('Gallery')
@Controller()
export class CreationsController {
  constructor(private readonly creations: CreationsService) {}

  @ApiOperation({ summary: "The caller's saved images, newest first" })
  @ApiListQueries(9)
  @ApiOkResponse({ type: [CreationView] })
  @ApiErrors(400)
  @Get('creations/my')
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  async mine(
    @CurrentUser() caller: AuthenticatedUser,
    @Query() query: Record<string, unknown>,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ) {
    const rows = await this.creations.slice(caller.user.id, {
      limit: queryInt(limit, 9, 'limit'),
      offset: queryInt(offset, 0, 'offset'),
      ...queryFilters(query),
    });
    return Promise.all(rows.map((row) => this.rest(row)));
  }

  @ApiOperation({ summary: 'The saved images of a folder (by name), newest first' })
  @ApiParam({ name: 'folder', type: String, description: 'The folder name.' })
  @ApiListQueries(PAGE_SIZE_MAX)
  @ApiOkResponse({ type: [CreationView] })
  @ApiErrors(400, 404)
  @Get('folders/:folder/creations')
  @Authenticated('user', { scope: ApiKeyScope.galleryRead })
  async inFolder(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('folder') folder: string,
    @Query() query: Record<string, unknown>,
    @Query('limit') limit?: string,
    @Query('offset') offset?: string,
  ) {
    const rows = await this.creations.slice(caller.user.id, {
      folderName: folder,
      limit: queryInt(limit, PAGE_SIZE_MAX, 'limit'),
      offset: queryInt(offset, 0, 'offset'),
      ...queryFilters(query),
    });
    return Promise.all(rows.map((row) => this.rest(row)));
  }

  /** Body as the spec: imageData (a base64 data URL) or imageUrl, the settings, and a folder name. */
  @ApiOperation({
    summary: 'Save an image to the gallery',
    description:
      'The same image (imageUrl, or the same imageData) again into a folder that holds it: 409 ALREADY_SAVED naming the folder, nothing stored.',
  })
  @ApiBody({ type: SaveImageBody })
  @ApiCreatedResponse({ type: CreationView })
  @ApiErrors(
    400,
    404,
    {
      status: 409,
      description:
        'ALREADY_SAVED: the folder already holds this image (creationId, folderId, folderName).',
    },
    413,
  )
  @Post('save-image')
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async save(@CurrentUser() caller: AuthenticatedUser, @Body() body: Record<string, unknown>) {
    const source = imageSourceOf(body);
    const input = await SaveImageFields.read({
      ...body,
      // REST may send the image as data instead; the input checks only a URL it was given.
      imageUrl: 'imageUrl' in source ? source.imageUrl : 'data:',
      prompt: body.prompt ?? '',
    });
    const folder = input.folderName?.trim() ? input.folderName : null;
    const creation = await this.creations.save(
      caller.user.id,
      creationDetails(input, source, folder ? { name: folder } : null),
    );
    return this.rest(creation);
  }

  @ApiOperation({
    summary: "The caller's saved copies of generated images",
    description:
      'Oldest first, each with its folder and source_image_id (the image URL it was saved from); none for an image not saved.',
  })
  @ApiBody({ type: SavedCopiesArgs })
  @ApiOkResponse({ type: [CreationView] })
  @ApiErrors(400)
  @UserPost('creations/saved-copies', ApiKeyScope.galleryRead)
  async savedCopies(@CurrentUser() caller: AuthenticatedUser, @Body() body: SavedCopiesArgs) {
    const rows = await this.creations.savedCopies(caller.user.id, body.imageUrls);
    return Promise.all(rows.map((row) => this.rest(row)));
  }

  /** Moves the creation to the folder named in the body. */
  @ApiOperation({ summary: 'Move a saved image to another folder' })
  @ApiBody({ type: MoveCreationBody })
  @ApiOkResponse({ type: CreationView })
  @ApiErrors(400, 404)
  @Patch('creations/:id')
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async move(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: { folder?: unknown },
  ) {
    if (typeof body?.folder !== 'string' || !body.folder.trim()) {
      throw new ValidationFailedError('folder is required', { field: 'folder' });
    }
    return this.rest(await this.creations.move(caller.user.id, id, { name: body.folder }));
  }

  @ApiOperation({ summary: 'Delete a saved image' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete('creations/:id')
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async delete(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.creations.delete(caller.user.id, id);
    return { message: 'Image deleted' };
  }

  @ApiAllOrNone("Move saved images to one of the caller's folders", 'nothing moves')
  @ApiBody({ type: MoveCreationsArgs })
  @ApiOkResponse({ type: MovedCreationsView })
  @UserPost('creations/move', ApiKeyScope.galleryWrite)
  async moveMany(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: MoveCreationsArgs,
  ): Promise<MovedCreationsView> {
    return {
      moved: await this.creations.moveMany(caller.user.id, body.ids, body.folderId ?? null),
    };
  }

  @ApiAllOrNone('Delete saved images and their files', 'nothing is deleted')
  @ApiBody({ type: CreationIdsArgs })
  @ApiOkResponse({ type: DeletedCreationsView })
  @UserPost('creations/delete', ApiKeyScope.galleryWrite)
  async deleteMany(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: CreationIdsArgs,
  ): Promise<DeletedCreationsView> {
    return { deleted: await this.creations.deleteMany(caller.user.id, body.ids) };
  }

  /** Streams the ZIP as it is made: nothing is held whole, in memory or on disk. */
  @ApiOperation({
    summary: 'Download saved images as one ZIP',
    description:
      "One entry per image, in the order asked, named from its prompt and id (a-red-fox-<id>.png). Every id is checked before the first byte: one that is not the caller's is a JSON 404 naming it. The ZIP is streamed; should storage fail midway the download breaks off (never a ZIP missing images without a word: an image missing from storage is named in missing-images.txt).",
  })
  @ApiBody({ type: CreationIdsArgs })
  @ApiOkResponse({
    description: 'The ZIP (entries stored, not compressed again).',
    content: { 'application/zip': { schema: ZIP_BYTES } },
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="creations-YYYY-MM-DD.zip"',
        schema: { type: 'string' },
      },
    },
  })
  @ApiErrors(400, 404)
  @UserPost('creations/download', ApiKeyScope.galleryRead)
  async download(
    @CurrentUser() caller: AuthenticatedUser,
    @Body() body: CreationIdsArgs,
    @Res() response: Response,
  ): Promise<void> {
    const { fileName, body: zip } = await this.creations.archive(caller.user.id, body.ids);
    response.status(200);
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    // The status is sent: a failure can only break the download off. The archive logs its own;
    // the client going away is not news.
    await pipeline(zip, response).catch(() => {});
  }

  private rest(creation: Creation) {
    return creationView(creation, this.creations);
  }
}

function imageSourceOf(body: Record<string, unknown>): ImageSource {
  if (typeof body.imageData === 'string' && body.imageData) return { dataUrl: body.imageData };
  if (typeof body.imageUrl === 'string' && body.imageUrl) return { imageUrl: body.imageUrl };
  throw new ValidationFailedError('imageData (a base64 data URL) or imageUrl is required', {
    field: 'imageData',
  });
}
