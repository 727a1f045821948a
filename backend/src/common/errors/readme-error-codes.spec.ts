import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = fileURLToPath(new URL('../../', import.meta.url));
const README = new URL('../../../../README.md', import.meta.url);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [full] : [];
  });
}

describe('README error catalogue', () => {
  it('documents every code the server answers with', () => {
    const codes = new Set(
      sourceFiles(SOURCE).flatMap((file) =>
        [
          ...readFileSync(file, 'utf8').matchAll(
            /(?:readonly code = |domainError\()'([A-Za-z_]+)'/g,
          ),
        ].map((match) => match[1]),
      ),
    );
    const readme = readFileSync(README, 'utf8');
    const catalogue = readme.slice(
      readme.indexOf('### Errors'),
      readme.indexOf('\n### ', readme.indexOf('### Errors') + 1),
    );
    expect(codes.size).toBeGreaterThan(10);
    expect([...codes].filter((code) => !catalogue.includes(`\`${code}\``)).sort()).toEqual([]);
  });
});
