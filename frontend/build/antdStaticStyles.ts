import type { Plugin } from 'vite';
import { compareThemes, extractAntdStyleSheets, type AntdStyleSheets } from './antdStyleSheets';

const STYLE_HOOK_FACTORIES = new Set([
  'genStyleHooks',
  'genComponentStyleHook',
  'genSubStyleComponent',
]);
/** antd's component modules; its theme utilities define the factories rather than call them. */
const ANTD_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/](?!theme[\\/])/;
const CONFIG_PROVIDER = /[\\/]node_modules[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const SHEET_PREFIX = 'virtual:antd-style/';
const SHARED_SHEET = 'shared';

/**
 * Hooks this app's theme never draws, so no sheet is needed: the pagination's bordered look is
 * antd's wireframe theme only.
 */
const UNUSED_HOOKS = new Set(['Pagination-bordered']);

/** The CSS tag of a sheet, in a layer so that the app's own CSS wins as it did over antd's runtime styles. */
const layered = (css: string) => `@layer antd{${css}}`;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The hook name antd builds from a factory's first argument: `Button` → `Button-Button`. */
function hookName(argument: Node): string | undefined {
  if (argument.type === 'Literal' && typeof argument.value === 'string')
    return `${argument.value}-${argument.value}`;
  if (argument.type !== 'ArrayExpression') return undefined;
  const cells = (argument.elements as Node[]).map((cell) =>
    cell.type === 'Literal' && typeof cell.value === 'string' ? cell.value : undefined,
  );
  return cells.every(Boolean) ? cells.join('-') : undefined;
}

/** Every call of a style hook factory in a module's syntax tree. */
function factoryCalls(tree: Node): Node[] {
  const calls: Node[] = [];
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const candidate = node as Node;
    if (
      candidate.type === 'CallExpression' &&
      (candidate.callee as Node).type === 'Identifier' &&
      STYLE_HOOK_FACTORIES.has((candidate.callee as Node).name as string)
    )
      calls.push(candidate);
    for (const [key, value] of Object.entries(candidate))
      if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(tree);
  return calls;
}

/**
 * antd's component CSS as static files, split with the code that uses it, instead of computed,
 * serialised and inserted by antd while the page renders (about a fifth of the pages' script time,
 * bench/README.md). In the build, every antd style module loses its style function (the function
 * is never called: the app's themes set `zeroRuntime`, src/app/antdStyles.ts) and imports the CSS
 * that function writes, extracted once per build by rendering every antd component in Node
 * (build/antdStyleSheets.ts). So a page loads the CSS of the antd parts its chunks hold, the way it
 * loads their code. The token variables, which differ between the themes, stay at run time.
 *
 * The build fails when a style module in the bundle has no extracted CSS (a new antd part the
 * render leaves out), or when a theme would change the CSS itself.
 */
export function antdStaticStyles(): Plugin {
  let sheets: AntdStyleSheets;
  return {
    name: 'antd-static-styles',
    apply: 'build',
    buildStart() {
      sheets = extractAntdStyleSheets();
      const dark = extractAntdStyleSheets((antd) => ({
        algorithm: antd.theme.darkAlgorithm,
        token: { colorPrimary: '#7c3aed', borderRadius: 3 },
      }));
      const differing = compareThemes(sheets, dark);
      if (differing.length)
        this.error(
          `antd's CSS differs between themes for ${differing.join(', ')}: it cannot be static.`,
        );
    },
    resolveId(id) {
      return id.startsWith(SHEET_PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(SHEET_PREFIX)) return null;
      const name = id.slice(SHEET_PREFIX.length, -'.css'.length);
      return layered(name === SHARED_SHEET ? sheets.shared : (sheets.byHook.get(name) ?? ''));
    },
    transform(code, id) {
      if (CONFIG_PROVIDER.test(id)) return `import '${SHEET_PREFIX}${SHARED_SHEET}.css';\n${code}`;
      if (
        !ANTD_MODULE.test(id) ||
        ![...STYLE_HOOK_FACTORIES].some((name) => code.includes(`${name}(`))
      )
        return null;
      const calls = factoryCalls(this.parse(code) as unknown as Node);
      if (calls.length === 0) return null;
      let result = '';
      let position = 0;
      const imports: string[] = [];
      for (const call of calls.sort((a, b) => a.start - b.start)) {
        const [nameArgument, styleFunction] = call.arguments as Node[];
        const name = hookName(nameArgument);
        if (!name) this.error(`${id}: a style hook whose name is not a literal`);
        if (!sheets.byHook.has(name) && !UNUSED_HOOKS.has(name))
          this.error(
            `${id}: no CSS was extracted for antd's ${name} style hook: draw the part that uses it in build/antdStyleSheets.ts`,
          );
        if (!UNUSED_HOOKS.has(name)) imports.push(`import '${SHEET_PREFIX}${name}.css';`);
        // Never called under zeroRuntime: dropped, so are the style generators only it used.
        result += code.slice(position, styleFunction.start) + '() => []';
        position = styleFunction.end;
      }
      return { code: `${imports.join('\n')}\n${result}${code.slice(position)}`, map: null };
    },
  };
}
