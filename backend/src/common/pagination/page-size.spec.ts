import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clampPageSize, PAGE_SIZE_MAX, pageSizeRefusal } from './page-size.js';

const SOURCE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OWNER = 'common/pagination/page-size.ts';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.spec.ts') ? [file] : [];
  });
}

/** How a page-size bound of its own looks: a clamp, a `…PAGE_MAX` constant, a literal maximum. */
const OWN_BOUNDS = [
  /Math\.min\(\s*Math\.max\([^()]*,\s*1\s*\)/,
  /\b[A-Z_]*PAGE(_SIZE)?_MAX\s*=/,
  /@Max\(\s*100\s*[,)]/,
  /\b(first|limit) must be between 1 and/,
];

describe('page sizes', () => {
  it('clamps a loosely sent size into 1 to 100', () => {
    expect([-5, 0, 1, 37, 100, 101, 10_000].map(clampPageSize)).toEqual([
      1, 1, 1, 37, 100, 100, 100,
    ]);
  });

  it('refuses in the words both APIs have always used', () => {
    expect(PAGE_SIZE_MAX).toBe(100);
    expect(pageSizeRefusal('first')).toBe('first must be between 1 and 100');
    expect(pageSizeRefusal('limit')).toBe('limit must be between 1 and 100');
  });

  it('has one owner: no other file clamps a page size or declares its own maximum', () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => path.relative(SOURCE, file) !== OWNER)
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        const bound = OWN_BOUNDS.find((pattern) => pattern.test(text));
        return bound ? [`${path.relative(SOURCE, file)}: ${text.match(bound)![0]}`] : [];
      });
    expect(offenders).toEqual([]);
  });
});
