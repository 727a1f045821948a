import type { ExtraModel, GenerationParameters, VaeChoice } from '../generationParameters';

/** What the catalogue tells of an add-on, to name it in the form. */
export interface KnownAddOn {
  civitAIR: string;
  name: string;
  architectureId: number;
}

/**
 * A past generation's settings as the form takes them when it is picked in the recent strip:
 * its prompt, model, size, steps and add-ons; the source image (with its mask and strength) and
 * the folder stay as the user set them, they belong to the workspace, not to that generation. Its
 * add-ons were kept by AIR alone: the catalogue gives their names (and architectures) back.
 */
export function pickedSettings(
  settings: GenerationParameters,
  current: GenerationParameters,
  addOns: readonly KnownAddOn[],
): GenerationParameters {
  const byAir = new Map(addOns.map((model) => [model.civitAIR, model]));
  const named = <T extends ExtraModel>(item: T): T => {
    const known = byAir.get(item.id);
    if (!known) return item;
    return {
      ...item,
      name: item.name === item.id ? known.name : item.name,
      architectureId: item.architectureId ?? known.architectureId,
    };
  };
  const vae = (choice: VaeChoice | null): VaeChoice | null => {
    const known = choice && byAir.get(choice.id);
    return choice && known && choice.name === choice.id ? { ...choice, name: known.name } : choice;
  };
  return {
    ...settings,
    loras: settings.loras.map(named),
    embeddings: settings.embeddings.map(named),
    controlnets: settings.controlnets.map(named),
    ipadapters: settings.ipadapters.map(named),
    vae: vae(settings.vae),
    folder: current.folder,
    seedImage: current.seedImage,
    maskImage: current.maskImage,
    strength: current.strength,
  };
}

/** Whether two sets of parameters hold the same values (whatever order their keys are in). */
export function sameParameters(a: GenerationParameters, b: GenerationParameters): boolean {
  return (Object.keys(a) as (keyof GenerationParameters)[]).every(
    (key) => JSON.stringify(a[key]) === JSON.stringify(b[key]),
  );
}
