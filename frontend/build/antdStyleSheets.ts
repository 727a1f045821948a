import { createRequire } from 'node:module';
import type * as Antd from 'antd';
import type * as CssInJs from '@ant-design/cssinjs';
import type * as StaticStyleExtract from '@ant-design/static-style-extract';
import type * as ReactModule from 'react';
import type * as ReactDomServer from 'react-dom/server';

// The CommonJS builds, loaded by Node in the build's own process (Vite gives a config's modules
// their `__filename`).
const require = createRequire(__filename);

/**
 * antd's CSS as its style hooks write it, by the hook's name: `Button-Button` for
 * `genStyleHooks('Button', …)`, `Input-TextArea` for `genStyleHooks(['Input', 'TextArea'], …)`.
 * `shared` is what every hook writes once for all (the link and icon resets).
 */
export interface AntdStyleSheets {
  shared: string;
  byHook: Map<string, string>;
}

/** Hooks the library's render of every component leaves out, drawn here. */
function extraParts(React: typeof ReactModule, antd: typeof Antd) {
  const { createElement: h } = React;
  return h(
    React.Fragment,
    null,
    // The form item's fallback styles, written by an item inside a form.
    h(antd.Form, null, h(antd.Form.Item, { label: 'Name' }, h(antd.Input))),
    // Deprecated, still exported (the library draws FloatButton.BackTop in its place).
    h(antd.BackTop),
  );
}

/**
 * Renders every antd component in Node, as `@ant-design/static-style-extract` does, into one
 * style cache, and reads each hook's CSS out of it. The theme does not enter the CSS: antd 6 writes
 * every token as a CSS variable (`var(--ant-color-primary)`) and registers the variables' values at
 * run time, so one sheet serves the light, the dark and the lightbox's theme; `compareThemes` checks
 * that this still holds.
 */
export function extractAntdStyleSheets(
  themeOf: (antd: typeof Antd) => Antd.ThemeConfig = () => ({}),
): AntdStyleSheets {
  const React = require('react') as typeof ReactModule;
  const { renderToString } = require('react-dom/server') as typeof ReactDomServer;
  const antd = require('antd') as typeof Antd;
  const cssinjs = require('@ant-design/cssinjs') as typeof CssInJs;
  const { extractStyle: renderEveryComponent } =
    require('@ant-design/static-style-extract') as typeof StaticStyleExtract;

  const cache = cssinjs.createCache();
  const theme = themeOf(antd);
  // Unhashed: the classes antd puts on elements match without the `:where(.css-…)` scope.
  const themed = (node: ReactModule.ReactElement) =>
    React.createElement(
      cssinjs.StyleProvider,
      { cache },
      React.createElement(antd.ConfigProvider, { theme: { ...theme, hashed: false } }, node),
    );
  withoutRenderWarnings(() => {
    renderEveryComponent({ customTheme: themed });
    renderToString(themed(extraParts(React, antd)));
  });

  const byHook = new Map<string, string>();
  let shared = '';
  for (const key of cache.cache.keys()) {
    // `style%<hash>%<hook>%<prefixCls>%<iconPrefixCls>`; the shared resets have no prefix of their own.
    const [type, , hook] = key.split('%');
    if (type !== 'style') continue;
    const css = styleOf(cssinjs, cache, key);
    if (hook === 'Shared' || hook === 'ant-design-icons') shared += css;
    // A hook drawn with two prefixes (Tooltip's for tooltips and for popovers) has both.
    else byHook.set(hook, (byHook.get(hook) ?? '') + css);
  }
  return { shared, byHook };
}

/**
 * One cache entry's CSS, with the keyframes it uses: each sheet may load without the others, so
 * each carries its own (a keyframe written twice is harmless).
 */
function styleOf(
  cssinjs: typeof CssInJs,
  cache: ReturnType<typeof CssInJs.createCache>,
  key: string,
) {
  const single = cssinjs.createCache();
  single.cache.set(key, cache.cache.get(key)!);
  return (
    cssinjs
      .extractStyle(single, { types: 'style', plain: true })
      // antd's marker for hydrating server-rendered styles: nothing here hydrates.
      .replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}$/, '')
  );
}

/** Components drawn without their props warn (a tree without data, a QR code without a value). */
function withoutRenderWarnings(render: () => void) {
  const original = console.error;
  const originalWarn = console.warn;
  console.error = () => {};
  console.warn = () => {};
  try {
    render();
  } finally {
    console.error = original;
    console.warn = originalWarn;
  }
}

/** The hooks whose CSS differs between two themes: none, while antd writes tokens as variables. */
export function compareThemes(a: AntdStyleSheets, b: AntdStyleSheets): string[] {
  const hooks = new Set([...a.byHook.keys(), ...b.byHook.keys()]);
  const differing = [...hooks].filter((hook) => a.byHook.get(hook) !== b.byHook.get(hook));
  return a.shared === b.shared ? differing : ['shared', ...differing];
}
