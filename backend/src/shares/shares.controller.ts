import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { type Request } from 'express';
import { ApiKeyScope } from '../auth/api-keys/api-key-scope.js';
import { type AuthenticatedUser } from '../common/auth/authenticated-user.js';
import { Authenticated } from '../common/auth/authenticated.decorator.js';
import { CurrentUser } from '../common/auth/current-user.decorator.js';
import { ValidationFailedError } from '../common/errors/domain-errors.js';
import { ApiErrors, ApiMessage } from '../common/openapi/api-errors.js';
import { clampPageSize, PAGE_SIZE_MAX } from '../common/pagination/page-size.js';
import { CreationsService } from '../creations/creations.service.js';
import { creationView, CreationView } from '../creations/dto/creation.rest.js';
import {
  CreateShareBody,
  ReportSharedLinkBody,
  SaveSharedImageBody,
  SharedContentRest,
  SharedRemixRest,
  ShareLinkRest,
  UpdateShareBody,
} from './dto/share.rest.js';
import { SHARE_REPORT_NOTE_MAX } from './share-report-reasons.js';
import { ShareReportsService } from './share-reports.service.js';
import { SHARED_PAGE_SIZE, SharedContentService } from './shared-content.service.js';
import { SharedImageCopies } from './shared-image-copies.js';
import { SharedRemixes } from './shared-remixes.js';
import { SharesService } from './shares.service.js';
import { clientIp } from '../common/http/client-ip.js';

/** A route on one image of a shared link: its slug, the image, and the link's password. */
function ApiSharedImageRoute() {
  return applyDecorators(
    ApiParam({ name: 'slug', type: String }),
    ApiParam({ name: 'creationId', type: String, format: 'uuid' }),
    ApiHeader({ name: 'X-Share-Password', required: false, description: "The link's password." }),
  );
}

/** The 401 of a signed-in viewer's route on a shared image. */
const SIGN_IN_OR_PASSWORD = {
  status: 401,
  description: 'No sign-in, or the link needs its password (SHARE_PASSWORD_REQUIRED).',
} as const;

/** REST of share links: the owner's links under /api/shares, and what a slug shows. */
@ApiTags('Sharing')
@Controller('shares')
export class SharesController {
  constructor(
    private readonly shares: SharesService,
    private readonly content: SharedContentService,
    private readonly remixes: SharedRemixes,
    private readonly copies: SharedImageCopies,
    private readonly reports: ShareReportsService,
    private readonly creations: CreationsService,
  ) {}

  @ApiOperation({ summary: 'Share one of your images or folders by a link' })
  @ApiBody({ type: CreateShareBody.schema })
  @ApiCreatedResponse({ type: ShareLinkRest.schema })
  @ApiErrors(400, 404, {
    status: 409,
    description:
      'Too many live links (CONFLICT), or a flagged image shared without confirmNsfw (NSFW_CONFIRMATION_REQUIRED).',
  })
  @Post()
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.share })
  async create(@CurrentUser() caller: AuthenticatedUser, @Body() body: Record<string, unknown>) {
    const input = await CreateShareBody.read(body);
    return ShareLinkRest.write(await this.shares.create(caller.user.id, input));
  }

  @ApiOperation({ summary: 'Your share links that are not revoked, newest first' })
  @ApiOkResponse({ type: [ShareLinkRest.schema] })
  @Get()
  @Authenticated('user', { scope: ApiKeyScope.share })
  async list(@CurrentUser() caller: AuthenticatedUser) {
    return (await this.shares.list(caller.user.id)).map((link) => ShareLinkRest.write(link));
  }

  @ApiOperation({ summary: 'Change a share link (omitted fields stay)' })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiBody({ type: UpdateShareBody.schema })
  @ApiOkResponse({ type: ShareLinkRest.schema })
  @ApiErrors(400, 404)
  @Patch(':id')
  @Authenticated('user', { scope: ApiKeyScope.share })
  async update(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('id') id: string,
    @Body() body: Record<string, unknown>,
  ) {
    const input = await UpdateShareBody.read(body);
    return ShareLinkRest.write(await this.shares.update(caller.user.id, id, input));
  }

  @ApiOperation({ summary: 'Revoke a share link: its page and images stop at once' })
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  @ApiOkResponse({ type: ApiMessage })
  @ApiErrors(404)
  @Delete(':id')
  @Authenticated('user', { scope: ApiKeyScope.share })
  async revoke(@CurrentUser() caller: AuthenticatedUser, @Param('id') id: string) {
    await this.shares.revoke(caller.user.id, id);
    return { message: 'Revoked' };
  }

  @ApiOperation({
    summary: "A shared image's settings, to remix it",
    description:
      'Only where the link shows its settings (else 403). Send slug and creationId back as remixOf of POST /api/generate to credit the image.',
  })
  @ApiSharedImageRoute()
  @ApiOkResponse({ type: SharedRemixRest.schema })
  @ApiErrors(
    SIGN_IN_OR_PASSWORD,
    { status: 403, description: 'The link does not show its settings (FORBIDDEN).' },
    404,
    429,
  )
  @Get(':slug/images/:creationId/remix')
  @Authenticated('user', { scope: ApiKeyScope.generate })
  async remix(
    @Param('slug') slug: string,
    @Param('creationId') creationId: string,
    @Headers('x-share-password') password: string | undefined,
    @Req() request: Request,
  ) {
    return SharedRemixRest.write(
      await this.remixes.settings(slug, creationId, { ip: clientIp(request), password }),
    );
  }

  @ApiOperation({
    summary: 'Save a copy of a shared image to your gallery',
    description:
      'Only while the link allows download (else 403). The copy is yours: new files, in your folder (else Default); prompt and settings come along only where the link shows them. Once per gallery: the same image again is 409 ALREADY_SAVED, nothing stored.',
  })
  @ApiSharedImageRoute()
  @ApiBody({ type: SaveSharedImageBody, required: false })
  @ApiCreatedResponse({ type: CreationView })
  @ApiErrors(
    400,
    SIGN_IN_OR_PASSWORD,
    { status: 403, description: 'The link does not allow download (FORBIDDEN).' },
    404,
    {
      status: 409,
      description:
        'ALREADY_SAVED: your gallery holds a copy of this image already (creationId, folderId, folderName).',
    },
    {
      status: 429,
      description:
        'SHARED_SAVES_PER_USER_PER_HOUR images saved this hour, or too many password attempts (RATE_LIMITED).',
    },
  )
  @Post(':slug/images/:creationId/save')
  @HttpCode(201)
  @Authenticated('user', { scope: ApiKeyScope.galleryWrite })
  async saveCopy(
    @CurrentUser() caller: AuthenticatedUser,
    @Param('slug') slug: string,
    @Param('creationId') creationId: string,
    @Headers('x-share-password') password: string | undefined,
    @Body() body: Record<string, unknown> | undefined,
    @Req() request: Request,
  ) {
    const folderId = body?.folderId ?? null;
    if (folderId !== null && typeof folderId !== 'string') {
      throw new ValidationFailedError('folderId must be an id', { field: 'folderId' });
    }
    const copy = await this.copies.save(
      caller.user.id,
      slug,
      creationId,
      { ip: clientIp(request), password },
      folderId,
    );
    return creationView(copy, this.creations);
  }

  @ApiOperation({
    summary: 'Report a shared page to the administrators (no sign-in needed)',
    description: `A reason from the list and an optional note of at most ${SHARE_REPORT_NOTE_MAX} characters. A few reports an hour per address (429 beyond).`,
  })
  @ApiParam({ name: 'slug', type: String })
  @ApiBody({ type: ReportSharedLinkBody.schema })
  @ApiCreatedResponse({ type: ApiMessage })
  @ApiErrors(400, 404, 429)
  @Post(':slug/reports')
  @HttpCode(201)
  @Authenticated('optional')
  async report(
    @CurrentUser() caller: AuthenticatedUser | undefined,
    @Param('slug') slug: string,
    @Body() body: Record<string, unknown> | undefined,
    @Req() request: Request,
  ) {
    const input = await ReportSharedLinkBody.read(body);
    await this.reports.report(slug, input, {
      ip: clientIp(request),
      userId: caller?.user.id ?? null,
    });
    return { message: 'Reported' };
  }

  @ApiOperation({
    summary: 'What a share link shows (no sign-in needed)',
    description:
      'Unknown, revoked and expired links answer the same 404. A folder comes a page at a time. Prompt, model and settings are present only when the link shows them; downloadUrl only when it allows download.',
  })
  @ApiParam({ name: 'slug', type: String })
  @ApiHeader({ name: 'X-Share-Password', required: false, description: "The link's password." })
  @ApiQuery({
    name: 'first',
    required: false,
    schema: { type: 'integer', default: SHARED_PAGE_SIZE },
    description: `Clamped to 1 to ${PAGE_SIZE_MAX}.`,
  })
  @ApiQuery({ name: 'after', required: false, schema: { type: 'string' } })
  @ApiOkResponse({ type: SharedContentRest.schema })
  @ApiErrors(
    400,
    {
      status: 401,
      description: 'The link needs its password, or it was wrong (SHARE_PASSWORD_REQUIRED).',
    },
    404,
    429,
  )
  @Get(':slug/content')
  async sharedContent(
    @Param('slug') slug: string,
    @Headers('x-share-password') password: string | undefined,
    @Query('first') first: unknown,
    @Query('after') after: unknown,
    @Req() request: Request,
  ) {
    if (after !== undefined && typeof after !== 'string') {
      throw new ValidationFailedError('after must be a cursor', { field: 'after' });
    }
    const size = first === undefined || first === '' ? SHARED_PAGE_SIZE : Number(first);
    if (!Number.isInteger(size)) {
      throw new ValidationFailedError('first must be a whole number', { field: 'first' });
    }
    const { share } = await this.content.open(slug, { ip: clientIp(request), password }, !after);
    return SharedContentRest.write(
      await this.content.content(share, { first: clampPageSize(size), after }),
    );
  }
}
