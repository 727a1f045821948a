import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk as Vite's build manifest (dist/.vite/manifest.json) describes it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/** A page module of the client, named as its routes are: src/pages/<Name>Page.tsx. */
const PAGE_MODULE = /^src\/pages\/([A-Za-z]+)Page\.tsx$/;

/** The manifest keys a chunk needs before it runs: itself and its static imports, recursively. */
function withStaticImports(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, into);
  return into;
}

/** / → Landing, /dashboard → Dashboard, /forgot-password/... → ForgotPassword; the client's naming. */
function pageNameOf(routePath: string): string | null {
  if (routePath === '/') return 'Landing';
  const segment = routePath.split('/')[1];
  if (!segment) return null;
  return segment
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/**
 * The Link header that has a client route's own code start loading with index.html: the page's
 * chunk, what it imports and its CSS come beside the entry script instead of after it has run and
 * asked for them. What the entry imports is left out (index.html preloads it already). A route
 * whose first segment names no page (src/pages/DashboardPage.tsx serves /dashboard), and a build
 * without a manifest, get none.
 */
export function routePreloads(distDir: string): (routePath: string) => string | undefined {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => undefined;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const withEntry = entry ? withStaticImports(manifest, entry) : new Set<string>();

  const headers = new Map<string, string>();
  for (const key of Object.keys(manifest)) {
    const page = PAGE_MODULE.exec(key);
    if (!page) continue;
    const chunks = [...withStaticImports(manifest, key)].filter((chunk) => !withEntry.has(chunk));
    // crossorigin on both: the client asks for its chunks and their stylesheets in CORS mode, and
    // a preload in another mode is not used (the file would be fetched twice).
    const links = chunks.flatMap((chunk) => [
      `</${manifest[chunk].file}>; rel=modulepreload; crossorigin`,
      ...(manifest[chunk].css ?? []).map((css) => `</${css}>; rel=preload; as=style; crossorigin`),
    ]);
    headers.set(page[1], links.join(', '));
  }
  return (routePath) => {
    const page = pageNameOf(routePath);
    return page ? headers.get(page) : undefined;
  };
}
