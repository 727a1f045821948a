import { type NestExpressApplication } from '@nestjs/platform-express';

/**
 * Every route the app's Express router serves, as `METHOD /path` the way the router spells the
 * path (`PUT /api/folders/:id`, `GET /api/files/*key`).
 */
export function servedRoutes(app: NestExpressApplication): string[] {
  const router = app.getHttpAdapter().getInstance().router as {
    stack: { route?: { path: string; methods: Record<string, boolean> } }[];
  };
  const served = router.stack
    .flatMap((layer) => (layer.route ? [layer.route] : []))
    .filter((route) => Object.keys(route.methods).length === 1)
    .map((route) => `${Object.keys(route.methods)[0].toUpperCase()} ${route.path}`);
  return [...new Set(served)];
}
