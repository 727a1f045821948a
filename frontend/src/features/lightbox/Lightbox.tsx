import { ConfigProvider, type ThemeConfig } from 'antd';
import { lazy, type ReactNode } from 'react';
import { DARK_THEME } from '../../app/theme';
import { LoadWhenNeeded } from '../../lib/LoadWhenNeeded';
import { LightboxActionBar } from './LightboxActionBar';
import type { LightboxProps } from './lightboxTypes';
import { LoadingSpin } from '../../lib/LoadingSpin';

const LightboxDialog = lazy(() => import('./LightboxDialog'));

/** Dark in both of the app's themes; nothing of the light theme's tokens carried over. */
const LIGHTBOX_THEME: ThemeConfig = { ...DARK_THEME, inherit: false };

/** While the lightbox's chunk arrives: its dark backdrop already, so the click shows at once. */
const LOADING = (
  <div
    style={{
      position: 'fixed',
      inset: 0,
      zIndex: 999,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: 'rgba(8, 8, 10, 0.96)',
    }}
  >
    <LoadingSpin size="large" label="Loading the image viewer" />
  </div>
);

/** The caller's antd parts (buttons, menus, tags), drawn dark on the dark lightbox. */
const dark = (node: ReactNode) =>
  node === undefined || node === null ? undefined : (
    <ConfigProvider theme={LIGHTBOX_THEME}>{node}</ConfigProvider>
  );

/**
 * The one full-size viewer of gallery and dashboard: a dark, full-window dialog with the picture
 * fitted to it, zoom and pan, previous/next with "n / total", the caller's actions and caption.
 * The dialog's code is fetched the first time a picture opens, so no page's first load carries
 * it; the action bar is drawn here, with the antd buttons the pages load anyway.
 */
export function Lightbox({ actions = [], cover, note, ...props }: LightboxProps) {
  return (
    <LoadWhenNeeded when={props.image !== null} fallback={LOADING}>
      <LightboxDialog
        {...props}
        cover={dark(cover)}
        note={dark(note)}
        actionBar={dark(actions.length > 0 ? <LightboxActionBar actions={actions} /> : null)}
      />
    </LoadWhenNeeded>
  );
}
