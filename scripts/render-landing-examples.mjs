#!/usr/bin/env node
// Renders the landing page's example creations with the provider simulator's own painter (what a
// member gets from it for each prompt, seed and model) as small WebP files in
// frontend/public/examples/, which the page ships. Run after `npm run build -w simulator` whenever
// landing-examples.json changes, and commit the files it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderPicture } from '../simulator/dist/rendering/render-picture.js';

const EXAMPLES = new URL(
  '../frontend/src/features/marketing/landing-examples.json',
  import.meta.url,
);
const OUT = fileURLToPath(new URL('../frontend/public/examples/', import.meta.url));
// Shown at most about 360 px wide: 384 stays sharp and small.
const SIZE = 384;

for (const example of JSON.parse(readFileSync(EXAMPLES, 'utf8'))) {
  const bytes = await renderPicture({
    // The simulator's identity of an image: prompt, seed, model, size.
    identity: [example.prompt, example.seed, example.air, SIZE, SIZE].join('\u0000'),
    width: SIZE,
    height: SIZE,
    format: 'WEBP',
    quality: 70,
  });
  writeFileSync(`${OUT}${example.file}`, bytes);
  console.log(`${example.file}: ${(bytes.length / 1024).toFixed(1)} KB`);
}
