/**
 * The settings a variation keeps from its source, as a plain GenerateImagesInput (validated later):
 * its model, prompts, size and sampling, its LoRAs, embeddings and VAE, and its refinements (a
 * variation of a refined or cut-out picture should be one too). Never its seed, seed or mask
 * image, strength, ControlNets or IP-Adapters: the variation has its own seed and starts from the
 * source image itself, and kept guide images may be placeholders ([inline image]).
 */
export type VariationSettings = Record<string, unknown>;

const KEPT_FROM_GENERATION = [
  'prompt',
  'negativePrompt',
  'model',
  'format',
  'scheduler',
  'steps',
  'cfgScale',
  'promptWeighting',
  'clipSkip',
  'loras',
  'embeddings',
  'vae',
  'checkNsfw',
  // The size kept is the one asked for, before the hires pass: kept too, the variation comes out
  // at the source's final size.
  'hiresFix',
  'faceRefinement',
  'transparentBackground',
  'folder',
] as const;

/** From a generation's parameters as kept for history (GenerateImagesInput's own names). */
export function settingsFromGeneration(stored: Record<string, unknown>): VariationSettings {
  return Object.fromEntries(
    KEPT_FROM_GENERATION.filter((key) => stored[key] !== undefined && stored[key] !== null).map(
      (key) => [key, stored[key]],
    ),
  );
}

/** A saved image's columns and its parameters as the dashboard had them (snake and camel names). */
export interface SavedImageSettings {
  prompt: string;
  negativePrompt: string | null;
  modelAir: string;
  format: string;
  parameters: Record<string, unknown>;
}

/**
 * From a saved image whose generation is gone: its columns and the dashboard's parameters. Its size
 * is the file's, after any hires pass, so a hires fix is not asked for again.
 */
export function settingsFromSavedImage(saved: SavedImageSettings): VariationSettings {
  const p = saved.parameters;
  const weighted = (value: unknown) =>
    Array.isArray(value)
      ? value
          .filter((item): item is { id: string; weight?: number } => typeof item?.id === 'string')
          .map((item) => ({ model: item.id, weight: item.weight ?? 1 }))
      : undefined;
  const vae = p.vae as { id?: unknown } | null | undefined;
  const settings: VariationSettings = {
    prompt: saved.prompt,
    negativePrompt: saved.negativePrompt ?? undefined,
    model: saved.modelAir,
    format: saved.format,
    // 'Default' is the dashboard's word for the provider's own choice.
    scheduler: p.scheduler === 'Default' ? undefined : p.scheduler,
    steps: p.steps,
    cfgScale: p.cfgScale,
    promptWeighting: p.promptWeighting,
    clipSkip: p.clipSkip,
    loras: weighted(p.loras),
    embeddings: weighted(p.embeddings),
    vae: typeof vae?.id === 'string' ? vae.id : undefined,
    checkNsfw: p.checkNsfw,
    faceRefinement: p.faceRefinement,
    transparentBackground: p.transparentBackground === true ? true : undefined,
  };
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined && value !== null),
  );
}
