import type { TransformOptions } from '@babel/core';

/** The mark that asks the React Compiler for a function (annotation mode). */
export const COMPILE_MARK = /['"]use memo['"]/;

export interface CompilerEvent {
  kind: string;
  fnName?: string | null;
  detail?: unknown;
}

/**
 * The Babel options the build compiles a marked file with (build/reactCompiler.ts);
 * src/app/compiledFunctions.test.ts runs the same ones with a logger, so that what it checks is
 * what the build does. TypeScript and JSX are parsed and printed back as they are: Vite's own
 * transform strips them afterwards.
 */
export function reactCompilerBabelOptions(
  logEvent?: (file: string, event: CompilerEvent) => void,
): TransformOptions {
  return {
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [
      [
        'babel-plugin-react-compiler',
        { compilationMode: 'annotation', ...(logEvent && { logger: { logEvent } }) },
      ],
    ],
  };
}
