import { defaultParameters } from '../generationParameters';
import { favoriteDate, favoriteInput, parametersFromFavorite } from './favoriteParameters';

describe('favorite parameters', () => {
  it('stores name, prompt, negative prompt, model and all parameters', () => {
    const parameters = { ...defaultParameters(), prompt: 'a fox', steps: 33 };
    expect(favoriteInput('  Fox  ', parameters)).toEqual({
      name: 'Fox',
      prompt: 'a fox',
      negativePrompt: 'blurry, bad quality',
      modelId: 'rundiffusion:130@100',
      parameters,
    });
  });

  it('loads every stored value, the favorite fields winning over the parameters', () => {
    const loaded = parametersFromFavorite({
      id: 'f1',
      name: 'Fox',
      prompt: 'a fox',
      negativePrompt: 'noise',
      modelId: 'civitai:1@2',
      parameters: { prompt: 'old', steps: 33, format: 'webp' },
      savedAt: '2026-03-01T10:15:00.000Z',
    });
    expect(loaded).toEqual({
      ...defaultParameters(),
      prompt: 'a fox',
      negative_prompt: 'noise',
      model_id: 'civitai:1@2',
      steps: 33,
      format: 'webp',
    });
  });

  it('shows dates in Swedish', () => {
    expect(favoriteDate('2026-03-01T10:15:00.000Z')).toMatch(/^2026-03-01 \d{2}:15$/);
  });
});
