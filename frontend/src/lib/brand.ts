export const BRAND_NAME = 'PixelForge Studio';
