import { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { type Histogram } from 'prom-client';

/** What a request's duration is filed under: the matched route pattern, never the raw URL. */
export function routeLabel(request: Request): string {
  const route = (request as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${request.baseUrl}${route.path}`;
  // Mounted middleware (GraphQL, static files under a mount point) has a fixed base URL.
  if (request.baseUrl) return request.baseUrl;
  return 'unmatched';
}

/**
 * Times every HTTP request except the scrape itself and observes it when the response is done,
 * when Express knows which route matched.
 */
export function httpMetrics(
  histogram: Histogram<'method' | 'route' | 'status'>,
  ignore: (path: string) => boolean = (path) => path === '/metrics',
): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (ignore(request.path)) return next();
    const stop = histogram.startTimer();
    let observed = false;
    const observe = () => {
      if (observed) return;
      observed = true;
      stop({
        method: request.method,
        route: routeLabel(request),
        status: String(response.statusCode),
      });
    };
    response.once('finish', observe);
    response.once('close', observe);
    next();
  };
}
