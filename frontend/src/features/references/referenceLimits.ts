import { REFERENCE_LIMITS } from '../../graphql/generated/limits';

/** The most images a reference holds (the server's rule: as many as PuLID and one IP-Adapter take). */
export const MAX_REFERENCE_IMAGES = REFERENCE_LIMITS.images;

export const REFERENCE_KIND_LABELS = { character: 'Character', style: 'Style' } as const;
