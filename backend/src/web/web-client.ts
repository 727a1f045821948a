import { existsSync } from 'node:fs';
import { type ServerResponse } from 'node:http';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { type AppConfig } from '../config/app-config.js';
import { routePreloads } from './route-preloads.js';

/** Where the built web client lives unless WEB_DIST_DIR says otherwise. */
export function webDistDir(config: AppConfig): string {
  return path.resolve(
    config.WEB_DIST_DIR ?? new URL('../../../frontend/dist', import.meta.url).pathname,
  );
}

/**
 * Paths the server answers itself: never files of the web client, never its index.html (an
 * unknown one is the API's JSON 404). `/s/` is the server-rendered shared page. Any case, as Express routes them: /API/... reaches the API.
 */
const SERVER_PATHS = /^\/(api|graphql|health|metrics|files|s)(\/|$)/i;

// Vite names every built asset after its content: a changed file gets a new name.
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;
const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

/**
 * Serves the built web client: the precompressed Brotli or gzip copy Vite wrote next to each text
 * file when the browser accepts it, hashed assets cached for a year, index.html revalidated on
 * every visit, and index.html for the client's own routes (/dashboard, /gallery, ...). A missing
 * file with an extension stays a 404 rather than index.html, so a stale chunk fails loudly. A
 * route's index.html says in a Link header which of its page's files to fetch at once.
 * Null when no client is built.
 */
export function webClient(distDir: string): RequestHandler | null {
  if (!existsSync(path.join(distDir, 'index.html'))) return null;
  const files = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: 'index.html',
    serveStatic: { setHeaders: cacheHeaders, fallthrough: true },
  });
  const preloadsOf = routePreloads(distDir);

  return (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) {
      next();
      return;
    }
    // Read before the static middleware, which rewrites req.url as it looks for compressed copies.
    // Set before it too: it answers / (its index) itself; any other route falls through to
    // index.html below, and a file is never a route.
    const preloads = path.extname(req.path) ? undefined : preloadsOf(req.path);
    if (preloads) res.setHeader('Link', preloads);
    files(req, res, (error?: unknown) => {
      if (error || path.extname(req.path)) {
        if (preloads) res.removeHeader('Link');
        next(error);
        return;
      }
      req.url = '/index.html';
      files(req, res, next);
    });
  };
}

function cacheHeaders(res: ServerResponse, servedPath: string): void {
  const file = servedPath.replace(/\.(br|gz)$/, '');
  if (path.basename(file) === 'index.html') res.setHeader('Cache-Control', 'no-cache');
  else res.setHeader('Cache-Control', file.includes(HASHED_ASSETS) ? ONE_YEAR : ONE_HOUR);
  // The same URL answers differently by Accept-Encoding wherever a compressed copy exists.
  res.setHeader('Vary', 'Accept-Encoding');
}
