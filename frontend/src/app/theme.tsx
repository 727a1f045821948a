import { ConfigProvider, theme as antdTheme, type ThemeConfig } from 'antd';
import type { ReactNode } from 'react';
import { BRAND_GRADIENT } from '../lib/brand';
import { ANTD_STATIC_STYLES } from './antdStyles';
import { useTheme } from './themeChoice';

// The settings page's theme picker reads and sets the choice through this module.
export { type ThemeMode, useTheme } from './themeChoice';

const BRAND_COLOR = BRAND_GRADIENT.from;

/*
 * Contrast (WCAG 2.1 AA, checked by axe in the journeys, frontend/e2e/accessibility.spec.ts):
 * antd's defaults put secondary text at 45 % opacity (3.4:1 on white, 4.4:1 on black), placeholders
 * at 25 %, tag and error text at 2–3.4:1; the dark algorithm darkens the brand violet into links,
 * the selected page and tab at 2.6–3:1 and its slider tracks at 1.4:1. These tokens keep the look
 * but reach 4.5:1 for text and 3:1 for slider parts, hovered and pressed states included.
 */
const SECONDARY_TEXT = { light: 'rgba(0, 0, 0, 0.6)', dark: 'rgba(255, 255, 255, 0.6)' };
/** Placeholders (antd draws a select's as text) at 4.7:1 rather than 1.8:1. */
const PLACEHOLDER_TEXT = { light: 'rgba(0, 0, 0, 0.55)', dark: 'rgba(255, 255, 255, 0.55)' };
/** A light violet that reads on every dark surface (5:1 on the elevated #1f1f1f and up). */
const DARK_ACCENT_TEXT = '#b794f6';

export const LIGHT_THEME: ThemeConfig = {
  algorithm: antdTheme.defaultAlgorithm,
  zeroRuntime: ANTD_STATIC_STYLES,
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    // Hovered buttons and links darken rather than lighten: white on antd's #a064fa is 3.7:1.
    colorPrimaryHover: '#6d28d9',
    colorLinkHover: '#6d28d9',
    // antd's red (#ff4d4f) is 3.3:1 on white; this one reads as text and under white text.
    colorError: '#cf1322',
    borderRadius: 8,
    colorTextTertiary: SECONDARY_TEXT.light,
    colorTextDescription: SECONDARY_TEXT.light,
    colorTextPlaceholder: PLACEHOLDER_TEXT.light,
    // Success, warning and error text (Typography) one shade darker than the status colours.
    colorSuccessText: '#237804',
    colorWarningText: '#ad4e00',
  },
  components: {
    // Tag text is its colour's 7th shade (or the status colour) on the 1st: one to two shades
    // darker for the colours whose 7th is too light.
    Tag: {
      gold7: '#874d00',
      orange7: '#ad4e00',
      volcano7: '#ad2102',
      green7: '#237804',
      cyan7: '#006d75',
      lime7: '#3f6600',
      yellow7: '#876800',
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorInfo: '#003eb3',
    },
    // An empty table's note is written in the disabled colour (1.8:1).
    Table: { colorTextDisabled: SECONDARY_TEXT.light },
    Slider: {
      railBg: 'rgba(0, 0, 0, 0.15)',
      railHoverBg: 'rgba(0, 0, 0, 0.25)',
      trackBg: BRAND_COLOR,
      trackHoverBg: BRAND_COLOR,
      handleColor: BRAND_COLOR,
      dotActiveBorderColor: BRAND_COLOR,
    },
  },
};

/** Also the lightbox's, which is dark in either theme. */
export const DARK_THEME: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  zeroRuntime: ANTD_STATIC_STYLES,
  token: {
    colorPrimary: BRAND_COLOR,
    // The dark algorithm dims the violet to #6c34cc; hovered, it is the brand's own (white 5.7:1).
    colorPrimaryHover: BRAND_COLOR,
    // A seed: the dark algorithm derives the link colour from it (#9f81d4, 5.1:1 on #1f1f1f).
    colorLink: DARK_ACCENT_TEXT,
    colorLinkHover: '#d0bcfa',
    colorLinkActive: DARK_ACCENT_TEXT,
    colorPrimaryText: DARK_ACCENT_TEXT,
    colorPrimaryTextHover: '#d0bcfa',
    colorPrimaryTextActive: DARK_ACCENT_TEXT,
    borderRadius: 8,
    colorTextTertiary: SECONDARY_TEXT.dark,
    colorTextDescription: SECONDARY_TEXT.dark,
    colorTextPlaceholder: PLACEHOLDER_TEXT.dark,
    // A seed: the dark algorithm derives #dc5e5e (4.6:1 on #1f1f1f) from it for error text and
    // danger buttons; solid danger buttons then take dark text (as in Material's dark theme).
    colorError: '#ff6b6b',
  },
  components: {
    // The selected page and tab are written in the accent, not the dark brand violet.
    Menu: {
      itemSelectedColor: DARK_ACCENT_TEXT,
      horizontalItemSelectedColor: DARK_ACCENT_TEXT,
      itemHoverColor: '#d0bcfa',
      horizontalItemHoverColor: '#d0bcfa',
    },
    Tabs: {
      itemSelectedColor: DARK_ACCENT_TEXT,
      itemActiveColor: DARK_ACCENT_TEXT,
      itemHoverColor: '#d0bcfa',
      inkBarColor: DARK_ACCENT_TEXT,
    },
    // The credit badge and membership tag are purple; geekblue is as faint.
    Tag: {
      purple7: '#cda8f0',
      geekblue7: '#a8c1f8',
      colorInfo: '#65a9f3',
    },
    Button: { dangerColor: '#000000' },
    Table: { colorTextDisabled: SECONDARY_TEXT.dark },
    Slider: {
      railBg: 'rgba(255, 255, 255, 0.35)',
      railHoverBg: 'rgba(255, 255, 255, 0.45)',
      trackBg: DARK_ACCENT_TEXT,
      trackHoverBg: '#d0bcfa',
      handleColor: DARK_ACCENT_TEXT,
      handleActiveColor: '#d0bcfa',
      dotActiveBorderColor: DARK_ACCENT_TEXT,
    },
  },
};

/**
 * antd in the theme on screen, around each part of the app that uses antd (pages, dialogs, the
 * account menu, toasts): the shell around them is plain markup, so a visitor's first page arrives
 * without antd.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const { resolved } = useTheme();
  return (
    <ConfigProvider theme={resolved === 'dark' ? DARK_THEME : LIGHT_THEME}>
      {children}
    </ConfigProvider>
  );
}
