import { Body, Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import {
  NotFoundError,
  RateLimitedError,
  ValidationFailedError,
} from '../common/errors/domain-errors.js';
import { validatedInput } from '../common/validation/validation.pipe.js';
import { AppConfig } from '../config/app-config.js';
import { SharePasswordRequiredError } from './share-errors.js';
import {
  SHARE_IMAGE_VARIANTS,
  SHARED_PAGE_ROUTE,
  type ShareImageVariant,
} from './share-image-urls.js';
import { SHARE_PASS_TTL_SECONDS } from './share-passes.js';
import { ReportSharedLinkInput } from './dto/share-report.inputs.js';
import { ShareReportsService } from './share-reports.service.js';
import {
  notFoundPageHtml,
  passwordPageHtml,
  reportPageHtml,
  sharedPageHtml,
} from './shared-page.html.js';
import { SHARED_PAGE_SIZE, SharedContentService } from './shared-content.service.js';
import { clientIp } from '../common/http/client-ip.js';

const PASS_COOKIE = 'share_pass';

/** Where the web app does what a viewer asks of one image: `/shared/{slug}/{id}/remix|save`. */
const VIEWER_ACTIONS_ROUTE = '/shared';

/** A page (200), a page with its own status, or null when the handler answered itself. */
type PageAnswer = string | { status: number; html: string } | null;

/** The value of one cookie of the request, or undefined. */
function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The shared page `/s/{slug}`: server-rendered HTML that needs no script, with Open Graph and
 * Twitter card tags for chat apps, a password form when the link has one, and "404 Page Not
 * Found" for every dead link. Its images come from `/s/{slug}/images/…`, by signed URLs; a
 * flagged one is blurred until "Show". "Remix" and "Save to my gallery" lead into the web app
 * (which signs the viewer in first); the report form posts to `/s/{slug}/report`. Outside `/api`
 * and before the web client's fallback (web-client.ts leaves `/s/` to the server).
 */
@ApiExcludeController()
@Controller(SHARED_PAGE_ROUTE.slice(1))
export class SharedPageController {
  constructor(
    private readonly content: SharedContentService,
    private readonly reports: ShareReportsService,
    private readonly config: AppConfig,
  ) {}

  @Get(':slug')
  async page(
    @Param('slug') slug: string,
    @Query('after') after: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const cursor = typeof after === 'string' && after ? after : null;
    await this.answer(response, slug, async () => {
      const pass = cookieOf(request, PASS_COOKIE);
      const { share } = await this.content.open(slug, { ip: clientIp(request), pass }, !cursor);
      const content = await this.content.content(share, { first: SHARED_PAGE_SIZE, after: cursor });
      const preview = await this.content.previewImage(share);
      const pageUrl = this.absolute(`${SHARED_PAGE_ROUTE}/${slug}`);
      const nextPageUrl = content.nextCursor
        ? `${SHARED_PAGE_ROUTE}/${slug}?after=${encodeURIComponent(content.nextCursor)}`
        : null;
      return sharedPageHtml(content, {
        pageUrl,
        homeUrl: this.absolute('/'),
        preview,
        nextPageUrl,
        // The web app's pages for them; a link with a password hands on the viewer's pass.
        imageActions: (image) => {
          const query = share.link.passwordHash && pass ? `?pass=${encodeURIComponent(pass)}` : '';
          const action = (name: string) =>
            `${VIEWER_ACTIONS_ROUTE}/${slug}/${image.id}/${name}${query}`;
          return {
            remixUrl: content.showPrompt ? action('remix') : null,
            saveUrl: content.allowDownload ? action('save') : null,
          };
        },
        reportAction: `${SHARED_PAGE_ROUTE}/${slug}/report`,
      });
    });
  }

  /** The report form's answer: thanks, or the form again with what was wrong. */
  @Post(':slug/report')
  async report(
    @Param('slug') slug: string,
    @Body() body: Record<string, unknown> | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const pageUrl = `${SHARED_PAGE_ROUTE}/${slug}`;
    const reportAction = `${pageUrl}/report`;
    const home = this.absolute('/');
    await this.answer(
      response,
      slug,
      async () => {
        try {
          const input = await validatedInput(ReportSharedLinkInput, {
            reason: body?.reason || undefined,
            note: typeof body?.note === 'string' ? body.note : undefined,
          });
          await this.reports.report(slug, input, { ip: clientIp(request), userId: null });
        } catch (error) {
          if (!(error instanceof ValidationFailedError)) throw error;
          return { status: 400, html: reportPageHtml(pageUrl, reportAction, home, error.message) };
        }
        return reportPageHtml(pageUrl, reportAction, home);
      },
      (message) => reportPageHtml(pageUrl, reportAction, home, message),
    );
  }

  /** The password form's answer: a pass cookie and back to the page, or the form again. */
  @Post(':slug')
  async password(
    @Param('slug') slug: string,
    @Body() body: Record<string, unknown> | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const password = typeof body?.password === 'string' ? body.password : '';
    await this.answer(response, slug, async () => {
      const { pass } = await this.content.open(slug, { ip: clientIp(request), password }, false);
      if (pass) {
        response.cookie(PASS_COOKIE, pass, {
          path: `${SHARED_PAGE_ROUTE}/${slug}`,
          httpOnly: true,
          sameSite: 'lax',
          secure: request.secure,
          maxAge: SHARE_PASS_TTL_SECONDS * 1000,
        });
      }
      response.redirect(303, `${SHARED_PAGE_ROUTE}/${slug}`);
      return null;
    });
  }

  @Get(':slug/images/:creationId/:variant')
  async image(
    @Param('slug') slug: string,
    @Param('creationId') creationId: string,
    @Param('variant') variant: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res() response: Response,
  ): Promise<void> {
    if (!SHARE_IMAGE_VARIANTS.includes(variant as ShareImageVariant)) {
      throw new NotFoundError('File not found');
    }
    const file = await this.content.image(slug, creationId, variant as ShareImageVariant, {
      expires,
      signature,
    });
    response.setHeader('Content-Type', file.contentType);
    // Short, so a revoked link's images stop being shown soon after as well.
    response.setHeader('Cache-Control', 'private, max-age=60');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (variant === 'original') {
      response.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    }
    if (Buffer.isBuffer(file.body)) {
      response.end(file.body);
      return;
    }
    file.body.on('error', () => response.destroy());
    file.body.pipe(response);
  }

  /**
   * Renders what `render` makes (a page, a page with its status, or null: already answered), or
   * the page a refusal calls for. A 429 shows `limited`'s page: the password form by default.
   */
  private async answer(
    response: Response,
    slug: string,
    render: () => Promise<PageAnswer>,
    limited = (message: string) =>
      passwordPageHtml(`${SHARED_PAGE_ROUTE}/${slug}`, this.absolute('/'), message),
  ): Promise<void> {
    const home = this.absolute('/');
    let status = 200;
    let html: string | null;
    try {
      const page = await render();
      if (page !== null && typeof page === 'object') ({ status, html } = page);
      else html = page;
    } catch (error) {
      const formAction = `${SHARED_PAGE_ROUTE}/${slug}`;
      if (error instanceof NotFoundError) {
        status = 404;
        html = notFoundPageHtml(home);
      } else if (error instanceof SharePasswordRequiredError) {
        status = 401;
        const problem = error.wrong ? 'Wrong password. Try again.' : undefined;
        html = passwordPageHtml(formAction, home, problem);
      } else if (error instanceof RateLimitedError) {
        status = 429;
        const seconds = Number(error.details?.retryAfterSeconds ?? 60);
        response.setHeader('Retry-After', String(seconds));
        html = limited(error.message);
      } else {
        throw error;
      }
    }
    if (html === null) return;
    response.status(status);
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    // A page behind a password or a link that may be revoked: never kept by shared caches.
    response.setHeader('Cache-Control', 'private, no-cache');
    response.send(html);
  }

  private absolute(path: string): string {
    return `${this.config.PUBLIC_URL.replace(/\/+$/, '')}${path}`;
  }
}
