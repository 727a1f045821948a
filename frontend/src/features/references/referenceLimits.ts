/** The most images a reference holds (the server's rule: as many as PuLID and one IP-Adapter take). */
export const MAX_REFERENCE_IMAGES = 4;

export const REFERENCE_KIND_LABELS = { character: 'Character', style: 'Style' } as const;
