import { type NestExpressApplication } from '@nestjs/platform-express';
import { json, type NextFunction, type Request, type Response, urlencoded } from 'express';

/**
 * Routes whose JSON carries images as base64, and the field a too large body is put down to (none
 * where several fields may carry one): they keep the image cap, the rest a small one. The one list
 * (the REST description names these routes from it).
 */
export const IMAGE_ROUTES: Readonly<Record<string, string | undefined>> = {
  '/api/generate': undefined,
  '/api/save-image': 'imageData',
  '/api/upload-image': 'imageData',
  '/api/upscale': 'image',
  '/api/remove-background': 'image',
  '/api/describe-image': 'image',
  '/graphql': undefined,
};
const JSON_LIMIT_BYTES = 100 * 1024;
/** The HTML forms the server answers itself: a shared page's password and report (SharedPageController). */
const FORM_ROUTE = /^\/s\/[^/]+(\/report)?\/?$/;
/** A report's note: 1000 characters, each up to 9 bytes once percent-encoded. */
const FORM_LIMIT_BYTES = 10 * 1024;
/** No real request nests deeper or holds more values; validation walks every one of them. */
const MAX_DEPTH = 32;
const MAX_VALUES = 10_000;
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class BodyRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The body field the refusal is put down to, when one is. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/**
 * Request bodies are judged before any route work: JSON only (a shared page's password and report
 * forms excepted: 10 KB of form fields), at most 100 KB (the image routes:
 * `imageBodyBytes`), at most 32 levels deep and 10,000 values. A refusal is a 4xx in the app's
 * error shape, never a 500 and never an error log.
 */
export function installBodyLimits(app: NestExpressApplication, imageBodyBytes: number): void {
  app.use(requireJsonBodies);
  app.use('/s', urlencoded({ extended: false, limit: FORM_LIMIT_BYTES, parameterLimit: 4 }));
  // Registered first, so the general parser sees these bodies already read and skips them.
  app.use(Object.keys(IMAGE_ROUTES), json({ limit: imageBodyBytes }));
  // Through Nest, which keeps the raw bytes the payment webhook's signature is checked over.
  app.useBodyParser('json', { limit: JSON_LIMIT_BYTES });
  app.use(limitJsonShape);
  app.use(answerBodyRefusal);
}

function requireJsonBodies(req: Request, _res: Response, next: NextFunction) {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || !!req.headers['transfer-encoding'];
  const form = FORM_ROUTE.test(req.path) && !!req.is('application/x-www-form-urlencoded');
  if (METHODS_WITH_BODY.has(req.method) && hasBody && !req.is('application/json') && !form)
    next(
      new BodyRefusal(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Send the body as JSON (Content-Type: application/json)',
      ),
    );
  else next();
}

function limitJsonShape(req: Request, _res: Response, next: NextFunction) {
  const problem = shapeProblem(req.body);
  next(
    problem ? new BodyRefusal(400, 'BAD_USER_INPUT', `The request body is ${problem}`) : undefined,
  );
}

/** Why a parsed body is refused, or null. Iterative: a deep body cannot overflow the stack here. */
export function shapeProblem(body: unknown): string | null {
  const pending: [unknown, number][] = [[body, 0]];
  let values = 0;
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_DEPTH) return `nested deeper than ${MAX_DEPTH} levels`;
    for (const child of Object.values(value)) {
      if (++values > MAX_VALUES) return `made of more than ${MAX_VALUES} values`;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

interface ParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** The image field of the image route a path is (or is under), if it names one. */
function imageFieldOf(path: string): string | undefined {
  const route = Object.keys(IMAGE_ROUTES).find(
    (candidate) => path === candidate || path.startsWith(`${candidate}/`),
  );
  return route ? IMAGE_ROUTES[route] : undefined;
}

function refusalOf(error: unknown, path: string): BodyRefusal | null {
  if (error instanceof BodyRefusal) return error;
  const { type, status, limit } = (error ?? {}) as ParserError;
  if (type === 'entity.too.large') {
    const size = `The request body is larger than ${Math.round((limit ?? 0) / 1024)} KB`;
    const field = imageFieldOf(path);
    return field
      ? new BodyRefusal(413, 'PAYLOAD_TOO_LARGE', `${size}: ${field} is too large`, field)
      : new BodyRefusal(413, 'PAYLOAD_TOO_LARGE', size);
  }
  if (type === 'entity.parse.failed')
    return new BodyRefusal(400, 'BAD_USER_INPUT', 'The request body is not valid JSON');
  if (status && status >= 400 && status < 500)
    return new BodyRefusal(status, 'BAD_REQUEST', 'The request body could not be read');
  return null;
}

function answerBodyRefusal(error: unknown, req: Request, res: Response, next: NextFunction) {
  const refusal = refusalOf(error, req.path);
  if (!refusal) {
    next(error);
    return;
  }
  const { status, code, message, field } = refusal;
  const details = field ? { field } : {};
  // GraphQL clients read `errors`; REST clients the app's `{ message, code }` (with `field`, as
  // the domain errors add it).
  res
    .status(status)
    .json(
      req.path === '/graphql'
        ? { errors: [{ message, extensions: { code, status, ...details } }] }
        : { message, code, ...details },
    );
}
