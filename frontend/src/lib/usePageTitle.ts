import { useEffect } from 'react';
import { BRAND_NAME } from './brand';

/** Names the browser tab after the page: "About · PixelForge Studio". */
export function usePageTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} · ${BRAND_NAME}` : BRAND_NAME;
  }, [pageTitle]);
}
