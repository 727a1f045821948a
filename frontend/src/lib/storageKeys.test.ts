import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as storageKeys from './storageKeys';

// Browser storage is named in lib/storageKeys.ts only: elsewhere a key is the constant, never a
// string written at the call.

const SRC = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Storage calls whose key is written as a literal: `localStorage.getItem('x')`. */
function literalKeyCalls(source: string): string[] {
  const pattern = /\b(?:localStorage|sessionStorage)\.(?:getItem|setItem|removeItem)\(\s*(['"`])/g;
  return [...source.matchAll(pattern)].map((match) => match[0]);
}

describe('browser storage keys', () => {
  it('are distinct', () => {
    const values = Object.values(storageKeys);
    expect(values.length).toBeGreaterThan(5);
    expect(new Set(values).size).toBe(values.length);
  });

  it('flags a key written at the call', () => {
    expect(
      literalKeyCalls(`localStorage.getItem('authToken'); sessionStorage.setItem(KEY, v);`),
    ).toEqual(["localStorage.getItem('"]);
  });

  it('are never written as literals outside lib/storageKeys.ts', () => {
    const offenders = sourceFiles(SRC).flatMap((path) =>
      literalKeyCalls(readFileSync(path, 'utf8')).map((call) => `${relative(SRC, path)}: ${call}`),
    );
    expect(offenders).toEqual([]);
  });

  it('are declared once: no other module declares a *_KEY constant with a stored name', () => {
    const names = new Set<string>(Object.values(storageKeys));
    const offenders = sourceFiles(SRC)
      .filter((path) => !path.endsWith('storageKeys.ts'))
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/const \w+ = '([^']+)'/g)]
          .filter((match) => names.has(match[1] ?? ''))
          .map((match) => `${relative(SRC, path)}: ${match[0]}`),
      );
    expect(offenders).toEqual([]);
  });
});
