import { defaultParameters, type GenerationParameters } from '../generationParameters';
import { pickedSettings, sameParameters } from './pickedSettings';

const PIXEL_ART = { civitAIR: 'civitai:120096@135931', name: 'Pixel Art XL', architectureId: 1 };
const SDXL_VAE = { civitAIR: 'civitai:296576@333245', name: 'SDXL VAE', architectureId: 1 };

const picked: GenerationParameters = {
  ...defaultParameters(),
  prompt: 'a fox',
  model_id: 'civitai:101055@128078',
  steps: 30,
  loras: [{ id: PIXEL_ART.civitAIR, name: PIXEL_ART.civitAIR, weight: 0.6 }],
  vae: { id: SDXL_VAE.civitAIR, name: SDXL_VAE.civitAIR },
  folder: 'Old trips',
};

const current: GenerationParameters = {
  ...defaultParameters(),
  prompt: 'a cat',
  folder: 'Trips',
  seedImage: 'creation:c-1',
  maskImage: 'uuid-mask',
  strength: 0.4,
};

describe('the settings of a generation picked in the recent strip', () => {
  it('take its prompt, model and parameters, keeping the source image and folder as they are', () => {
    const form = pickedSettings(picked, current, []);

    expect(form).toMatchObject({
      prompt: 'a fox',
      model_id: 'civitai:101055@128078',
      steps: 30,
      folder: 'Trips',
      seedImage: 'creation:c-1',
      maskImage: 'uuid-mask',
      strength: 0.4,
    });
  });

  it('name its add-ons, kept by AIR alone, from the catalogue', () => {
    const form = pickedSettings(picked, current, [PIXEL_ART, SDXL_VAE]);

    expect(form.loras).toEqual([
      { id: PIXEL_ART.civitAIR, name: 'Pixel Art XL', weight: 0.6, architectureId: 1 },
    ]);
    expect(form.vae).toEqual({ id: SDXL_VAE.civitAIR, name: 'SDXL VAE' });
  });

  it('are told apart from the form only by their values', () => {
    const reordered = Object.fromEntries(Object.entries(picked).reverse()) as GenerationParameters;
    expect(sameParameters(picked, reordered)).toBe(true);
    expect(sameParameters(picked, { ...picked, steps: 31 })).toBe(false);
  });
});
