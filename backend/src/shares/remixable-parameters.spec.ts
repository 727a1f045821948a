import { remixableParameters } from './remixable-parameters.js';

describe('remixableParameters', () => {
  it("keeps the settings and drops the owner's images, folder and remix credit", () => {
    expect(
      remixableParameters({
        steps: 30,
        cfgScale: 6.5,
        seed: 42,
        loras: [{ id: 'civitai:1@2', weight: 0.8 }],
        controlnets: [{ id: 'civitai:3@4', weight: 1, guideImage: 'abc-uuid', startStep: 2 }],
        ipAdapters: [{ model: 'civitai:5@6', guideImage: 'x', guideImages: ['y'], weight: 1 }],
        seedImage: 'creation:1234',
        maskImage: 'mask-uuid',
        strength: 0.7,
        folder: 'Private drafts',
        remixOf: { slug: 'a'.repeat(22), creationId: 'c' },
      }),
    ).toEqual({
      steps: 30,
      cfgScale: 6.5,
      seed: 42,
      loras: [{ id: 'civitai:1@2', weight: 0.8 }],
      controlnets: [{ id: 'civitai:3@4', weight: 1, startStep: 2 }],
      ipAdapters: [{ model: 'civitai:5@6', weight: 1 }],
    });
  });
});
