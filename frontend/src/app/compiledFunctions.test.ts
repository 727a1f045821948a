import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from '@babel/core';
import { reactCompilerBabelOptions, type CompilerEvent } from '../../build/reactCompilerOptions';

const SRC = path.resolve(__dirname, '..');
const MARK = /^\s*['"]use memo['"];?\s*$/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** What the React Compiler does with each function of a file, as the build runs it. */
function compilerEvents(file: string, source: string): CompilerEvent[] {
  const events: CompilerEvent[] = [];
  transformSync(source, {
    ...reactCompilerBabelOptions((_file, event) => events.push(event)),
    filename: file,
    sourceMaps: false,
  });
  return events;
}

/**
 * The build compiles only the functions marked 'use memo' (frontend/build/reactCompiler.ts). One the
 * compiler cannot take is left as written without a word, and the mark then promises what it does
 * not do: each marked function must compile.
 */
describe("functions marked 'use memo'", () => {
  const marked = sourceFiles(SRC)
    .map((file) => ({ file, source: readFileSync(file, 'utf8') }))
    .filter(({ source }) => MARK.test(source));

  it('exist (the dashboard and the hooks it takes its state from)', () => {
    expect(marked.map(({ file }) => path.relative(SRC, file))).toEqual(
      expect.arrayContaining(['features/generator/GeneratorDashboard.tsx']),
    );
  });

  it.each(marked.map(({ file, source }) => [path.relative(SRC, file), file, source]))(
    'compile in %s',
    (_name, file, source) => {
      const events = compilerEvents(file, source);
      const failures = events.filter((event) => event.kind !== 'CompileSuccess');
      expect(failures).toEqual([]);
      const markedCount = source.match(new RegExp(MARK, 'gm'))?.length ?? 0;
      expect(events.filter((event) => event.kind === 'CompileSuccess')).toHaveLength(markedCount);
    },
  );
});
