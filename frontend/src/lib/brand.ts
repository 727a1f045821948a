export const BRAND_NAME = 'PixelForge Studio';

/** The brand gradient's two ends (violet to pink): the logo, headline accents, illustrations. */
export const BRAND_GRADIENT = { from: '#7c3aed', to: '#db2777' } as const;
