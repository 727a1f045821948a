import { modelRow, MODEL_DEFAULTS } from './model-row.js';

const base = {
  name: '  Juggernaut XL ',
  air: ' civitai:133005@357609 ',
  modelCategoryId: 1,
  architectureId: 2,
  accessLevelId: 1,
};
const allExtras = { lora: true, controlnet: true, vae: true, ipadapter: true, embeddings: true };

describe('modelRow', () => {
  it('fills the defaults a source leaves out and trims text', () => {
    expect(modelRow(base, 'checkpointBase')).toMatchObject({
      name: 'Juggernaut XL',
      air: 'civitai:133005@357609',
      version: null,
      heroImage: null,
      isPrivate: false,
      defaultWidth: MODEL_DEFAULTS.width,
      defaultHeight: 1024,
      defaultSteps: 20,
      defaultScheduler: 'Default',
      defaultCFG: 7.5,
      tags: [],
    });
  });

  it('keeps CFG to one decimal, the column precision', () => {
    expect(modelRow({ ...base, defaultCFG: 6.25 }, 'checkpointBase').defaultCFG).toBe(6.3);
    expect(modelRow({ ...base, defaultCFG: 3.04 }, 'LoRA').defaultCFG).toBe(3);
  });

  it('keeps a model type and feature flags only for checkpoints, and only known types', () => {
    const checkpoint = modelRow(
      { ...base, modelType: 'inpainting', extras: allExtras },
      'checkpointInpainting',
    );
    expect(checkpoint).toMatchObject({ modelType: 'inpainting', extras: allExtras });
    expect(modelRow({ ...base, modelType: 'turbo' }, 'checkpointBase').modelType).toBeNull();
    const addOn = modelRow({ ...base, modelType: 'base', extras: allExtras }, 'LoRA');
    expect(addOn.modelType).toBeNull();
    expect(Object.values(addOn.extras)).toEqual([false, false, false, false, false]);
  });

  it('keeps trigger words only for LoRA, Embedding and LyCORIS, trimmed, empties dropped', () => {
    const words = [' pixel art ', '', 'retro'];
    expect(modelRow({ ...base, triggerWords: words }, 'LyCORIS').triggerWords).toEqual([
      'pixel art',
      'retro',
    ]);
    expect(modelRow({ ...base, triggerWords: words }, 'checkpointBase').triggerWords).toEqual([]);
    expect(modelRow({ ...base, tags: [' anime', ' '] }, 'VAE').tags).toEqual(['anime']);
  });
});
