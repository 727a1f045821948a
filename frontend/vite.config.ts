import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { antdStaticStyles } from './build/antdStaticStyles';
import { earlyQueries } from './build/earlyQueries';
import { reactCompiler } from './build/reactCompiler';
import { splitPlan } from './build/splitPlan';

// Pinned to this folder so the config works whether Vite starts here or from the repository root.
const frontendDir = fileURLToPath(new URL('.', import.meta.url));

// Paths the api process serves; in development they go to it through the dev server.
const apiPaths = ['/graphql', '/api', '/health', '/files'];

// Libraries every page needs, in chunks of their own so an app release keeps them cached.
const vendorChunks = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  // Not the WebSocket link: it loads with the live channel's client (lib/liveLink.ts), on need.
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo[\\/]client(?![\\/]link[\\/]subscriptions)|graphql|rxjs|@wry|optimism)[\\/]/,
  },
];

/**
 * The rest by a plan over the module graph (build/splitPlan.ts): one chunk for what the visitor's pages
 * share, a shell for antd and the app code the signed-in pages share, one for icons, one per page
 * with its deferred parts. Computed once per build, at the first module rolldown asks about.
 */
function plannedChunks() {
  const srcDir = path.join(frontendDir, 'src') + path.sep;
  let plan: Map<string, string> | undefined;
  return {
    name: (id: string, graph: Parameters<typeof splitPlan>[1]) =>
      (plan ??= splitPlan(srcDir, graph)).get(id) ?? null,
    // A module the plan leaves out (an on-demand dialog's own code) stays out of the group.
    includeDependenciesRecursively: false,
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, frontendDir, 'VITE_');
  const apiTarget = env.VITE_API_PROXY || 'http://127.0.0.1:3001';
  // /graphql also carries the live channel (subscriptions over WebSocket).
  const proxy = Object.fromEntries(
    apiPaths.map((path) => [path, { target: apiTarget, ws: path === '/graphql' }]),
  );

  return {
    root: frontendDir,
    // Brotli and gzip copies of every text asset, served as they are by the api process
    // (backend/src/web/web-client.ts): no compression work per request. Small files too: a page's
    // first load holds over a dozen chunks under 1 KB, and a copy is only written when smaller.
    plugins: [
      react(),
      // React Compiler on the functions marked 'use memo' only: the dashboard's composition and
      // the hooks it takes its state from, so that an update (a query's answer, a keystroke)
      // renders the parts it changes instead of the whole dashboard (docs/architecture.md).
      reactCompiler(),
      antdStaticStyles(),
      earlyQueries(path.join(frontendDir, 'src')),
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 0 }),
    ],
    // The build's antd CSS is static (build/antdStaticStyles.ts); the dev server keeps antd's own.
    define: { __ANTD_STATIC_STYLES__: JSON.stringify(command === 'build') },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Read by the page-weight budget test and bench (which chunks each route loads first).
      manifest: true,
      rolldownOptions: {
        output: { codeSplitting: { groups: [...vendorChunks, plannedChunks()] } },
      },
    },
    // strictPort: scripts and Playwright expect the port they asked for, not the next free one.
    server: { port: Number(env.VITE_PORT || 5173), strictPort: true, proxy },
  };
});
