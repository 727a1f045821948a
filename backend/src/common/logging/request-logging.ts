import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';
import { pinoHttp } from 'pino-http';
import { type Logger } from 'pino';

/** One JSON line per HTTP request with a request id (taken from x-request-id or generated). */
export function requestLogging(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && given.length <= 128 ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    // Probes and scrapes would drown the log.
    autoLogging: {
      ignore: (req) => Boolean(req.url?.startsWith('/health/') || req.url?.startsWith('/metrics')),
    },
    serializers: {
      // Only method, path and id: bodies and query strings can carry credentials.
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
