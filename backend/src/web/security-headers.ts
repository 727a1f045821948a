import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { type AppConfig } from '../config/app-config.js';
import { createObjectStorage } from '../storage/storage.module.js';
import { webDistDir } from './web-client.js';

/**
 * Hosts a generated image may be shown from: the ones a save may copy from (as ImageIntake reads
 * them) and the provider's API host. Scheme-less, so an https page still loads only https images.
 */
function providerImageHosts(config: AppConfig): string[] {
  return [...config.IMAGE_SOURCE_HOSTS.split(','), new URL(config.RUNWARE_API_URL).host]
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The origin browsers fetch stored images from. With S3 it is taken from a URL signed exactly as
 * the driver signs them, so path or virtual-host style, S3_PUBLIC_ENDPOINT and the AWS region
 * always agree with the policy. Local files come from /api/files, which 'self' already covers.
 */
async function storageOrigins(config: AppConfig): Promise<string[]> {
  if (config.STORAGE_DRIVER !== 's3') return [];
  // Only the origin is kept: placeholder keys spare looking up the real credentials at boot.
  const probe = createObjectStorage({
    ...config,
    S3_ACCESS_KEY_ID: 'csp-probe',
    S3_SECRET_ACCESS_KEY: 'csp-probe',
  });
  const signed = await probe.signedUrl('csp-probe.png', 60);
  return [new URL(signed).origin];
}

/**
 * The built index.html's own inline scripts (the early queries it sends before the app's code has
 * loaded), each allowed by its hash: no other inline script runs.
 */
function inlineScriptHashes(config: AppConfig): string[] {
  const index = path.join(webDistDir(config), 'index.html');
  if (!existsSync(index)) return [];
  const scripts = readFileSync(index, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g);
  return [...scripts].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  );
}

async function contentSecurityDirectives(config: AppConfig) {
  const imageSources = [...providerImageHosts(config), ...(await storageOrigins(config))];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScriptHashes(config)],
    scriptSrcAttr: ["'none'"],
    // antd's CSS-in-JS writes <style> elements at run time. A nonce would mean rewriting
    // index.html per request instead of serving its precompressed copies: inline styles stay
    // allowed, inline scripts do not.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageSources],
    // Downloads fetch() the image itself, from the same hosts it is shown from.
    connectSrc: ["'self'", ...imageSources],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    // Checkout leaves by navigation (window.location), never by posting a form elsewhere.
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (web client, REST, GraphQL): a Content-Security-Policy built
 * from the configuration, nosniff, no framing, a same-origin opener, and HSTS only on requests
 * that arrived over TLS (req.secure, which believes only TRUSTED_PROXIES) so plain-http local
 * installations are never pinned to https.
 */
export async function securityHeaders(config: AppConfig): Promise<RequestHandler> {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: await contentSecurityDirectives(config),
    },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Nothing here reads a Referer (signed image URLs and checkout's return address carry what
    // they need), so image hosts, storage and payment pages learn nothing of our URLs.
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  const transportSecurity = helmet.strictTransportSecurity();

  return (req: Request, res: Response, next: NextFunction) => {
    headers(req, res, (error?: unknown) => {
      if (error || !req.secure) {
        next(error);
        return;
      }
      transportSecurity(req, res, next);
    });
  };
}
