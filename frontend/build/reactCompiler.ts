import type { Plugin } from 'vite';
import babel from 'vite-plugin-babel';
import { COMPILE_MARK, reactCompilerBabelOptions } from './reactCompilerOptions';

type TransformHook = Extract<Plugin['transform'], (...args: never[]) => unknown>;

/**
 * The React Compiler on the app's files that carry the mark; every other file skips Babel.
 * vite-plugin-babel runs Babel on Node 20 as well as 22 and 24 (the Rolldown Babel plugin needs
 * Node 22).
 */
export function reactCompiler(): Plugin {
  const plugin = babel({
    include: /\.tsx?$/,
    exclude: /[\\/]node_modules[\\/]/,
    babelConfig: reactCompilerBabelOptions(),
  });
  const compile = plugin.transform as TransformHook;
  return {
    ...plugin,
    name: 'react-compiler',
    transform: {
      filter: { code: COMPILE_MARK },
      handler(...args) {
        return compile.apply(this, args);
      },
    },
  };
}
