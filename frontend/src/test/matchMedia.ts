/**
 * jsdom has no matchMedia; antd's responsive grid and our theme need one. This answers like a
 * 1280 px wide desktop with a light colour scheme; tests may replace it with their own.
 */
export function installMatchMedia(prefersDark = false, viewportWidth = 1280): void {
  const matches = (query: string): boolean => {
    if (query.includes('prefers-color-scheme: dark')) return prefersDark;
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    if (min || max) {
      return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
    }
    return false;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
