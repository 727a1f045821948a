import { readFileSync } from 'node:fs';
import { configKeys } from './app-config.js';

const README = new URL('../../../README.md', import.meta.url);

describe('README configuration table', () => {
  it('lists exactly the variables the server validates', () => {
    const readme = readFileSync(README, 'utf8');
    const section = readme.split('## Configuration')[1].split('\n## ')[0];
    const documented = [...section.matchAll(/^\|\s*`([A-Z0-9_]+)`\s*\|/gm)].map(
      (match) => match[1],
    );
    expect([...documented].sort()).toEqual([...configKeys()].sort());
  });
});
