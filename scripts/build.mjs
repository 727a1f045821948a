#!/usr/bin/env node
// `npm run build`: builds every workspace that has sources, whether or not it changed.
import { ensureBuilt } from './lib/build.mjs';
import { ensureDependencies } from './lib/install.mjs';

await ensureDependencies();
await ensureBuilt({ force: true });
