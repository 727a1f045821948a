import { createRequire } from 'node:module';
import path from 'node:path';
import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { NotFoundError } from '../errors/domain-errors.js';
import { ApiErrors } from './api-errors.js';
import { OpenApiDocumentHolder } from './openapi-document.js';

/**
 * Swagger UI, from the swagger-ui-dist that @nestjs/swagger depends on. The page loads only files
 * of this origin and has no inline script, so the app's Content-Security-Policy holds as it is.
 */
const requireFromSwagger = createRequire(createRequire(import.meta.url).resolve('@nestjs/swagger'));
const SWAGGER_UI_DIR = path.dirname(requireFromSwagger.resolve('swagger-ui-dist/package.json'));

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>PixelForge Studio API</title>
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/docs.js"></script>
  </body>
</html>
`;

const DOCS_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

const TEXT = { type: 'string' } as const;
const SWAGGER_UI_FILES = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png'];
const ASSETS = [...SWAGGER_UI_FILES, 'docs.js'];

@ApiTags('Documentation')
@Controller()
export class OpenApiController {
  constructor(private readonly holder: OpenApiDocumentHolder) {}

  @Get('openapi.json')
  @ApiOperation({ summary: 'This description of the REST API (OpenAPI 3.1)' })
  @ApiOkResponse({
    description: 'The OpenAPI document (also committed as backend/openapi.json).',
    schema: { type: 'object', additionalProperties: true },
  })
  document() {
    if (!this.holder.document) throw new NotFoundError('No API description was built');
    return this.holder.document;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'Browse this description (Swagger UI)' })
  @ApiOkResponse({ description: 'An HTML page.', content: { 'text/html': { schema: TEXT } } })
  page(): string {
    return DOCS_PAGE;
  }

  @Get('docs/:asset')
  @ApiOperation({ summary: "The docs page's scripts, stylesheet and icon" })
  @ApiParam({ name: 'asset', enum: ASSETS })
  @ApiOkResponse({
    description: 'The file.',
    content: {
      'text/css': { schema: TEXT },
      'text/javascript': { schema: TEXT },
      'image/png': { schema: { type: 'string', format: 'binary' } },
    },
  })
  @ApiErrors(404)
  asset(@Param('asset') asset: string, @Res() response: Response): void {
    if (asset === 'docs.js') {
      response.type('text/javascript').setHeader('Cache-Control', 'no-cache').send(DOCS_SCRIPT);
      return;
    }
    if (!SWAGGER_UI_FILES.includes(asset)) throw new NotFoundError('No such file');
    response.sendFile(path.join(SWAGGER_UI_DIR, asset), {
      headers: { 'Cache-Control': 'public, max-age=3600' },
    });
  }
}
