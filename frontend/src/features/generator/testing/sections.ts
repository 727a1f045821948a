import type { SectionVisibility } from '../buildGenerateInput';

/** A model that shows no add-on section and takes no reference images, but for `shown`. */
export function sectionsShown(shown: Partial<SectionVisibility> = {}): SectionVisibility {
  return {
    lora: false,
    embedding: false,
    controlnet: false,
    ipadapter: false,
    vae: false,
    references: { character: false, style: false },
    referenceImages: 0,
    ...shown,
  };
}
