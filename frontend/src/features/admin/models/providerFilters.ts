// The provider search filters: labels shown, provider values sent.

export interface FilterOption {
  value: string;
  label: string;
}

export const PROVIDER_TYPES: FilterOption[] = [
  { value: 'base', label: 'Base' },
  { value: 'inpainting', label: 'Inpainting' },
  { value: 'refiner', label: 'Refiner' },
];

export const PROVIDER_CATEGORIES: FilterOption[] = [
  { value: 'checkpoint', label: 'Checkpoint' },
  { value: 'lora', label: 'LoRA' },
  { value: 'lycoris', label: 'LyCORIS' },
  { value: 'controlnet', label: 'ControlNet' },
  { value: 'vae', label: 'VAE' },
  { value: 'embeddings', label: 'Embeddings' },
];

export const PROVIDER_ARCHITECTURES: FilterOption[] = [
  { value: 'flux1d', label: 'FLUX.1 Dev' },
  { value: 'flux1s', label: 'FLUX.1 Schnell' },
  { value: 'pony', label: 'Pony' },
  { value: 'sd1x', label: 'SD 1.5' },
  { value: 'sd1xlcm', label: 'SD 1.5 LCM' },
  { value: 'sdhyper', label: 'SD 1.5 Hyper' },
  { value: 'sd3', label: 'SD 3' },
  { value: 'sdxl', label: 'SDXL 1.0' },
  { value: 'sdxlturbo', label: 'SDXL Turbo' },
  { value: 'sdxllightning', label: 'SDXL Lightning' },
  { value: 'sdxlhyper', label: 'SDXL Hyper' },
  { value: 'sdxldistilled', label: 'SDXL Distilled' },
  { value: 'sdxllcm', label: 'SDXL 1.0 LCM' },
];

/** The label of a provider value, or the value itself when it is not one we list. */
export function providerLabel(options: FilterOption[], value: string | null | undefined): string {
  if (!value) return '';
  return options.find((option) => option.value === value)?.label ?? value;
}
