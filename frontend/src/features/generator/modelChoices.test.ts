import { ALL_MODELS, CATEGORIES } from './testing/generatorMocks';
import {
  addOnChoices,
  addOnNote,
  type CatalogModel,
  searchModels,
  sortByName,
} from './modelChoices';

const models = ALL_MODELS as unknown as CatalogModel[];

describe('model choices', () => {
  it('searches names by case-insensitive substring', () => {
    expect(searchModels(models, 'XL').map((model) => model.name)).toEqual([
      'Juggernaut XL',
      'SDXL',
      'Pixel Art XL',
      'SDXL VAE',
    ]);
    expect(searchModels(models, '  ')).toHaveLength(models.length);
  });

  it('sorts by name', () => {
    expect(sortByName([{ name: 'b' }, { name: 'A' }, { name: 'c' }])).toEqual([
      { name: 'A' },
      { name: 'b' },
      { name: 'c' },
    ]);
  });

  it("splits a kind's models by the base model's architecture", () => {
    const choices = addOnChoices(models, CATEGORIES, 'lora', 1);
    expect(choices.compatible.map((model) => model.name)).toEqual(['Pixel Art XL']);
    expect(choices.incompatible.map((model) => model.name)).toEqual(['Detail Tweaker LoRA']);
    expect(choices.total).toBe(2);
  });

  it("offers the catalogue's Embedding models in the embeddings dialog", () => {
    const choices = addOnChoices(models, CATEGORIES, 'embedding', 1);
    expect(choices.compatible.map((model) => model.name)).toEqual(['EasyNegative']);
    expect(choices.incompatible.map((model) => model.name)).toEqual(['Bad Hands SD 1.5']);
    expect(addOnNote('embedding', 'SDXL 1.0', choices)).toBe(
      'Showing 1 of 2 Embedding models compatible with SDXL 1.0',
    );
  });

  it('notes how many fit, or why none are offered', () => {
    expect(addOnNote('lora', 'SDXL 1.0', { compatible: [1], total: 2 })).toBe(
      'Showing 1 of 2 LoRA models compatible with SDXL 1.0',
    );
    expect(addOnNote('vae', 'FLUX.1 D', { compatible: [], total: 2 })).toBe(
      'No VAE models compatible with FLUX.1 D',
    );
    expect(addOnNote('controlnet', 'SDXL 1.0', { compatible: [], total: 0 })).toBe(
      'No ControlNet models found',
    );
  });
});
