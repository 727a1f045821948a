import { type INestApplication, Injectable } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { APP_VERSION } from '../../app-info/app-version.js';
import { IMAGE_ROUTES } from '../http/request-bodies.js';

/** The name of the one security scheme: a session token or a personal API key, as a bearer. */
export const BEARER = 'bearer';

/** The REST routes that take an image's body size (request-bodies.ts owns the list). */
const REST_IMAGE_ROUTES = Object.keys(IMAGE_ROUTES)
  .filter((route) => route.startsWith('/api/'))
  .map((route) => `\`${route}\``)
  .join(', ');

const DESCRIPTION = `The REST API of PixelForge Studio, under \`/api\`. The same operations (and more) are
available over GraphQL at \`/graphql\`, whose schema is the contract of the web client.

Request bodies are JSON (\`Content-Type: application/json\`; anything else is a 415) of at most
100 KB, except the image routes (${REST_IMAGE_ROUTES}). Every error answers
\`{ message, code }\` (ApiErrorBody), plus details such as \`field\` where there are some.`;

const SECURITY = `Send \`Authorization: Bearer <token>\`: either the session token that \`POST /api/auth/login\`
or \`/api/auth/register\` answers, or a personal API key (\`pfk_…\`, see \`/api/keys\`).

The names an operation's security requirement lists say what it needs beyond that:
\`session\`: a signed-in session (API keys are refused); \`admin\`: an administrator (a key also
needs the admin scope); \`generate\`, \`gallery:read\`, \`gallery:write\`, \`share\`: the scope a key limited
to scopes must hold (a key without scopes, and a session, may call it).`;

const TAGS: [string, string][] = [
  ['Account', 'Registration, sign-in, profile and account recovery.'],
  ['API keys', 'Personal API keys for scripts and services.'],
  ['Catalogue', 'Models, architectures and what they support.'],
  ['Generation', 'Image generation, its cost, and queued generations.'],
  ['Gallery', 'Saved images (creations) and folders.'],
  ['Sharing', 'Share links to a saved image or a folder, and what a link shows.'],
  ['Favorites', 'Saved prompts.'],
  ['Webhooks', 'URLs told (by signed POST) when a generation finishes.'],
  ['Credits and billing', 'The credit ledger, credit packs, checkout and the payment webhook.'],
  ['Platform', 'Platform switches visible to everyone.'],
  ['Files', 'Stored images of the local-disk storage driver, by signed URL.'],
  ['Administration', 'Administrators only.'],
  ['Documentation', 'This description of the REST API.'],
];

type Responses = Record<string, { description?: string }>;

const METHOD_ORDER = ['get', 'put', 'post', 'patch', 'delete', 'options', 'head', 'trace'];

/** The same keys in sorted order, so the committed file changes only where the API does. */
function sortedKeys<T extends object>(record: T, order?: (a: string, b: string) => number): T {
  return Object.fromEntries(
    Object.entries(record).sort(([a], [b]) => (order ? order(a, b) : a < b ? -1 : a > b ? 1 : 0)),
  ) as T;
}

const byMethod = (a: string, b: string) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b);

/** What a success answer without a description of its own is called. */
const REASONS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted' };

/**
 * The OpenAPI 3.1 description of every REST route, from the controllers' and DTOs' decorators.
 * Built once at start-up (routes must exist and the global prefix be set) and served at
 * /api/openapi.json; `npm run schema` commits the same document as backend/openapi.json.
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('PixelForge Studio API')
    .setVersion(APP_VERSION)
    .setDescription(DESCRIPTION)
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'session token (JWT) or personal API key (pfk_…)',
        description: SECURITY,
      },
      BEARER,
    );
  for (const [name, description] of TAGS) builder.addTag(name, description);
  const document = SwaggerModule.createDocument(app, builder.build(), {
    operationIdFactory: (controller, method) =>
      `${controller.replace(/Controller$/, '')}_${method}`,
  });
  const paths = sortedKeys(document.paths);
  for (const [path, item] of Object.entries(paths)) {
    paths[path] = sortedKeys(item, byMethod);
    for (const method of METHOD_ORDER) {
      const operation = (paths[path] as Record<string, { responses?: Responses }>)[method];
      if (!operation?.responses) continue;
      for (const [status, response] of Object.entries(operation.responses))
        response.description ||= REASONS[status] ?? '';
      operation.responses = sortedKeys(operation.responses);
    }
  }
  return {
    ...document,
    paths,
    components: {
      ...document.components,
      schemas: sortedKeys(document.components?.schemas ?? {}),
    },
  };
}

/** The document bootstrap built, for OpenApiController to serve. */
@Injectable()
export class OpenApiDocumentHolder {
  document?: OpenAPIObject;
}
