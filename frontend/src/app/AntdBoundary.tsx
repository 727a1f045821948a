import { App as AntdApp } from 'antd';
import type { ReactNode } from 'react';
import { AntdTheme } from './theme';

/**
 * What a page built with antd needs around it: the theme, and antd's App context (its modal and
 * message hooks). Imported with such pages (routes.tsx), so antd's code comes with them; the
 * shell already sets the font and text colour that antd's App element would.
 */
export function AntdBoundary({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <AntdApp component={false}>{children}</AntdApp>
    </AntdTheme>
  );
}
