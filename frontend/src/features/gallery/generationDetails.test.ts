import {
  additionalSettings,
  copiedSettingsOf,
  formatLabel,
  loraRows,
  modelLabel,
} from './generationDetails';
import { creation } from './testing/galleryFixtures';

const juggernaut = { name: 'Juggernaut XL', version: 'v9', civitAIR: 'civitai:133005@357609' };

describe('Generation details', () => {
  describe('model', () => {
    it('reads the name and version of the model with that AIR', () => {
      expect(modelLabel('civitai:133005@357609', [juggernaut])).toBe('Juggernaut XL v9');
      expect(
        modelLabel('rundiffusion:130@100', [
          { ...juggernaut, civitAIR: 'rundiffusion:130@100', version: null },
        ]),
      ).toBe('Juggernaut XL');
    });

    it('names a model whose name ends with its version once ("HiDream-I1 Fast", not "Fast Fast")', () => {
      const hiDream = { name: 'HiDream-I1 Fast', version: 'Fast', civitAIR: 'runware:97@3' };
      expect(modelLabel('runware:97@3', [hiDream])).toBe('HiDream-I1 Fast');
    });

    it('reads "Model {id}" for an unknown civitai identifier', () => {
      expect(modelLabel('civitai:4384@128713', [juggernaut])).toBe('Model 4384');
      expect(modelLabel('urn:air:sdxl:checkpoint:civitai:4384@128713', [])).toBe('Model 4384');
    });

    it('reads the raw id for any other unknown model, and "Unknown" for none', () => {
      expect(modelLabel('runware:100@1', [juggernaut])).toBe('runware:100@1');
      expect(modelLabel('', [juggernaut])).toBe('Unknown');
      expect(modelLabel('  ', [])).toBe('Unknown');
    });
  });

  describe('format', () => {
    it('comes from the file extension, whether the URL is relative or absolute', () => {
      expect(
        formatLabel({ imageUrl: '/api/files/u/c.png?expires=1&signature=x', format: 'jpeg' }),
      ).toBe('PNG');
      expect(
        formatLabel({
          imageUrl: 'https://bucket.s3.example.com/u/c.webp?X-Amz-Signature=1',
          format: 'png',
        }),
      ).toBe('WEBP');
    });

    it('else from the format field, else UNKNOWN', () => {
      expect(formatLabel({ imageUrl: '/api/files/u/c?signature=x', format: 'jpeg' })).toBe('JPEG');
      expect(formatLabel({ imageUrl: '/api/files/u/c', format: '' })).toBe('UNKNOWN');
    });
  });

  describe('Additional Settings', () => {
    it('hide the listed keys in any case, LoRAs and empty values', () => {
      const hidden = Object.fromEntries(
        [
          'prompt',
          'width',
          'height',
          'format',
          'hd',
          'airs',
          'apiKey',
          'api_key',
          'folder',
          'model_id',
          'checkNsfw',
          'check_nsfw',
          'imageCount',
          'image_count',
          'sizePreset',
          'size_preset',
          'displayCost',
          'display_cost',
          'isFluxModel',
          'is_flux_model',
          'negative_prompt',
          'loras',
        ].map((key) => [key, 'x']),
      );
      const empty = { seed: null, scheduler: '', vae: undefined, controlnets: [], extras: {} };

      const rows = additionalSettings({
        parameters: { ...hidden, ...empty, steps: 30, cfgScale: 7.5, promptWeighting: 'Compel' },
      });

      expect(rows).toEqual([
        { key: 'steps', value: '30' },
        { key: 'cfgScale', value: '7.5' },
        { key: 'promptWeighting', value: 'Compel' },
      ]);
    });

    it('name models by name, join lists and show false and 0', () => {
      const rows = additionalSettings({
        parameters: {
          vae: { id: 'civitai:1@2', name: 'SDXL VAE' },
          tags: ['a', 'b'],
          clipSkip: 0,
          tiling: false,
          region: { x: 1 },
        },
      });

      expect(rows).toEqual([
        { key: 'vae', value: 'SDXL VAE' },
        { key: 'tags', value: 'a, b' },
        { key: 'clipSkip', value: '0' },
        { key: 'tiling', value: 'false' },
        { key: 'region', value: '{"x":1}' },
      ]);
    });

    it('read a cost in dollars with up to 4 decimals and credits with 2', () => {
      const rows = additionalSettings({
        parameters: {
          cost: 0.0019285714,
          totalCost: '1.5',
          providerCostUsd: 0.00001,
          creditsCharged: 0.214285,
          credits: 12,
          costNote: 'estimated',
        },
      });

      expect(rows).toEqual([
        { key: 'cost', value: '$0.0019' },
        { key: 'totalCost', value: '$1.50' },
        { key: 'providerCostUsd', value: '<$0.0001' },
        { key: 'creditsCharged', value: '0.21' },
        { key: 'credits', value: '12.00' },
        { key: 'costNote', value: 'estimated' },
      ]);
    });

    it('show only what applied: strength and mask with a source image, weighting unless None', () => {
      const textToImage = {
        steps: 30,
        strength: 0.8,
        maskImage: null,
        seedImage: null,
        promptWeighting: 'None',
      };
      expect(additionalSettings({ parameters: textToImage })).toEqual([
        { key: 'steps', value: '30' },
      ]);

      const inpainting = { ...textToImage, seedImage: 'creation:c-1', maskImage: 'uuid-mask' };
      expect(additionalSettings({ parameters: inpainting })).toEqual([
        { key: 'steps', value: '30' },
        { key: 'strength', value: '0.8' },
        { key: 'maskImage', value: 'uuid-mask' },
        { key: 'seedImage', value: 'creation:c-1' },
      ]);
    });

    it('read the refinements in words, and leave them out when they were off', () => {
      expect(
        additionalSettings({
          parameters: {
            steps: 30,
            hiresFix: { upscaler: 'runware:esrgan@ultrasharp', steps: 10, strength: 0.5 },
            faceRefinement: { steps: 20, strength: 0.4, confidence: 0.6 },
            transparentBackground: true,
          },
        }),
      ).toEqual([
        { key: 'steps', value: '30' },
        { key: 'hiresFix', value: '4x-UltraSharp, 10 steps, strength 0.5' },
        { key: 'faceRefinement', value: '20 steps, strength 0.4, confidence 0.6' },
        { key: 'transparentBackground', value: 'Yes' },
      ]);
      // As the dashboard keeps them when off; an upscaler without a known name shows its id.
      expect(
        additionalSettings({
          parameters: { hiresFix: null, faceRefinement: null, transparentBackground: false },
        }),
      ).toEqual([]);
      expect(
        additionalSettings({
          parameters: { hiresFix: { upscaler: 'runware:504@1', steps: 1, strength: 0 } },
        }),
      ).toEqual([{ key: 'hiresFix', value: 'runware:504@1, 1 step, strength 0' }]);
    });

    it('are none when the parameters are not an object', () => {
      expect(additionalSettings({ parameters: null })).toEqual([]);
      expect(additionalSettings({ parameters: [1, 2] })).toEqual([]);
    });
  });

  it('lists LoRAs by name, else id, with their weight', () => {
    const rows = loraRows({
      parameters: {
        loras: [
          { id: 'civitai:1@1', name: 'Detail Tweaker', weight: 0.8 },
          { id: 'civitai:2@2', weight: -1 },
          { model: 'civitai:3@3' },
          { weight: 1 },
          'junk',
        ],
      },
    });

    expect(rows).toEqual([
      { label: 'Detail Tweaker', weight: 0.8 },
      { label: 'civitai:2@2', weight: -1 },
      { label: 'civitai:3@3', weight: null },
    ]);
  });

  it('copies prompt, negative_prompt, model_id, width, height and format with the parameters', () => {
    const settings = copiedSettingsOf(
      creation(1, {
        prompt: 'a red fox',
        negativePrompt: 'blurry',
        modelId: 'civitai:133005@357609',
        width: 832,
        height: 1216,
        format: 'png',
        parameters: { steps: 30, loras: [{ id: 'civitai:1@1', weight: 0.5 }], width: 1 },
      }),
    );

    expect(settings).toEqual({
      prompt: 'a red fox',
      negative_prompt: 'blurry',
      model_id: 'civitai:133005@357609',
      width: 832,
      height: 1216,
      format: 'png',
      steps: 30,
      loras: [{ id: 'civitai:1@1', weight: 0.5 }],
    });
    expect(copiedSettingsOf(creation(2, { negativePrompt: null })).negative_prompt).toBe('');
  });
});
