import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme, type ThemeConfig } from 'antd';
import { DARK_THEME, LIGHT_THEME } from './theme';

// The shell and the marketing pages are drawn without antd, in the CSS variables of
// themeColors.css: they must stay the colours antd draws the rest of the app in.
const CSS = readFileSync(path.join(__dirname, 'themeColors.css'), 'utf8');

/** The custom properties of the block whose selector list ends with `selector`. */
function variablesOf(selector: string): Record<string, string> {
  const block = CSS.split('}').find((rule) => rule.split('{')[0].trim().endsWith(selector));
  if (!block) throw new Error(`themeColors.css has no block for ${selector}`);
  const declarations = block.split('{')[1].matchAll(/(--[\w-]+):\s*([^;]+);/g);
  return Object.fromEntries([...declarations].map(([, name, value]) => [name, value]));
}

/** A colour written either way: lower case, no spaces ("rgba(0,0,0,0.88)"). */
const normalised = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/** What each variable copies, from a theme's design tokens and its component tokens. */
function antdColours(config: ThemeConfig): Record<string, string> {
  const token = theme.getDesignToken(config);
  const menu = config.components?.Menu;
  const tag = config.components?.Tag;
  return {
    '--theme-bg-layout': token.colorBgLayout,
    '--theme-bg-container': token.colorBgContainer,
    '--theme-bg-elevated': token.colorBgElevated,
    '--theme-border': token.colorBorder,
    '--theme-border-secondary': token.colorBorderSecondary,
    '--theme-text': token.colorText,
    '--theme-text-secondary': token.colorTextDescription,
    '--theme-primary': token.colorPrimary,
    '--theme-primary-hover': token.colorPrimaryHover,
    '--theme-primary-active': token.colorPrimaryActive,
    '--theme-primary-bg': token.colorPrimaryBg,
    '--theme-primary-border': token.colorPrimaryBorder,
    '--theme-primary-shadow': token.controlOutline,
    '--theme-control-shadow': token.controlTmpOutline,
    '--theme-link': token.colorLink,
    '--theme-link-hover': token.colorLinkHover,
    '--theme-link-active': token.colorLinkActive,
    '--theme-error': token.colorError,
    '--theme-fill-hover': token.colorFillTertiary,
    '--theme-fill-active': token.colorBgTextActive,
    '--theme-item-hover-bg': token.controlItemBgHover,
    '--theme-item-selected-bg': token.controlItemBgActive,
    '--theme-nav-selected': menu?.horizontalItemSelectedColor ?? token.colorPrimary,
    '--theme-nav-hover': menu?.itemHoverColor ?? token.colorText,
    '--theme-tooltip-bg': token.colorBgSpotlight,
    '--theme-tag-purple-bg': token.purple1,
    '--theme-tag-purple-text': tag?.purple7 ?? token.purple7,
  };
}

describe('The theme without antd (themeColors.css)', () => {
  it.each([
    ['light', LIGHT_THEME],
    ['dark', DARK_THEME],
  ])('copies the %s theme’s antd colours', (name, config) => {
    const css = variablesOf(`:root[data-theme='${name}']`);
    const expected = antdColours(config);
    for (const [variable, colour] of Object.entries(expected)) {
      expect([variable, normalised(css[variable] ?? 'missing')]).toEqual([
        variable,
        normalised(colour),
      ]);
    }
  });
});
