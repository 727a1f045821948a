import { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import { contentTypeForExtension } from '../rendering/output-format.js';
import { type GeneratedImageStore } from '../storage/generated-image-store.js';
import { type HeroImageStore } from '../storage/hero-image-store.js';
import { type ControlEndpoint } from './control-endpoint.js';
import { sendJson } from './send-json.js';
import { streamFile } from './stream-file.js';
import { type TaskEndpoint } from './task-endpoint.js';

const TASK_PATHS = new Set(['/', '/v1', '/v1/']);
const IMAGE_PATH = /^\/images\/([^/]+)$/;
const HERO_PATH = /^\/hero\/([a-z0-9._-]+)\.jpg$/;

export interface RouterParts {
  tasks: TaskEndpoint;
  control: ControlEndpoint;
  images: GeneratedImageStore;
  heroes: HeroImageStore;
  logError: (message: string, error: unknown) => void;
}

/** Sends each request to its endpoint: tasks, test controls, generated images, hero images, health. */
export function createRequestRouter(parts: RouterParts): RequestListener {
  return (request, response) => {
    route(parts, request, response).catch((error: unknown) => {
      parts.logError(`${request.method} ${request.url} failed`, error);
      if (!response.headersSent) {
        sendJson(response, 500, {
          data: [],
          errors: [{ code: 'internalServerError', message: 'An unexpected error occurred.' }],
        });
      } else {
        response.destroy();
      }
    });
  };
}

async function route(
  parts: RouterParts,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const path = new URL(request.url ?? '/', 'http://simulator').pathname;
  const method = request.method ?? 'GET';
  const reading = method === 'GET' || method === 'HEAD';

  if (TASK_PATHS.has(path) && method === 'POST') return parts.tasks.handle(request, response);
  if (path.startsWith('/_simulator/') && (await parts.control.handle(request, response, path))) {
    return;
  }
  if ((path === '/health' || path === '/') && reading) {
    return sendJson(response, 200, {
      status: 'ok',
      service: 'runware-simulator',
      endpoint: 'POST /v1',
    });
  }

  const image = IMAGE_PATH.exec(path);
  if (image && reading) {
    const fileName = image[1] as string;
    const file = parts.images.locate(fileName);
    if (!file) return notFound(response);
    const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
    const contentType = contentTypeForExtension(extension) ?? 'application/octet-stream';
    // Like the provider's image CDN: web clients fetch results cross-origin (downloads).
    response.setHeader('Access-Control-Allow-Origin', '*');
    return streamFile(request, response, file, contentType, 'private, max-age=3600');
  }

  const hero = HERO_PATH.exec(path);
  if (hero && reading) {
    const file = await parts.heroes.locate(hero[1] as string);
    if (!file) return notFound(response);
    return streamFile(request, response, file, 'image/jpeg', 'public, max-age=86400');
  }

  if (TASK_PATHS.has(path) || image || hero) {
    return sendJson(response, 405, {
      errors: [{ code: 'methodNotAllowed', message: `${method} is not allowed here.` }],
    });
  }
  return notFound(response);
}

function notFound(response: ServerResponse): void {
  sendJson(response, 404, { errors: [{ code: 'notFound', message: 'Not found.' }] });
}
