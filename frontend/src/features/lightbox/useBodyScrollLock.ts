import { useEffect } from 'react';

/** While mounted the page behind does not scroll (the wheel zooms the picture instead). */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { style } = document.body;
    const before = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = before;
    };
  }, []);
}
