import {
  capabilityLimits,
  type CapabilityLimits,
  fitToLimits,
  nearestValidDimension,
  type RefinementSupport,
  sizeAdvice,
} from './capabilityLimits';
import { defaultParameters } from './generationParameters';
import { SDXL_CAPABILITY } from './testing/generatorMocks';

const sdxl = { min: 128, max: 2048, multiple: 64 };

describe('capability limits', () => {
  it("reads the architecture's capability", () => {
    expect(
      capabilityLimits({
        architectureId: 12,
        ...SDXL_CAPABILITY,
        supportsNegativePrompt: false,
        minSteps: 4,
        maxSteps: 50,
        minDimension: 256,
        maxDimension: 1536,
        dimensionMultiple: 16,
        minLoraWeight: 0.5,
        maxLoraWeight: 1.5,
        minControlNetWeight: 0.1,
        maxControlNetWeight: 0.9,
        minIpAdapterWeight: 0.2,
        maxIpAdapterWeight: 0.8,
      }),
    ).toEqual({
      negativePromptSupported: false,
      steps: { min: 4, max: 50 },
      weights: {
        lora: { min: 0.5, max: 1.5 },
        controlNet: { min: 0.1, max: 0.9 },
        ipAdapter: { min: 0.2, max: 0.8 },
      },
      dimension: { min: 256, max: 1536, multiple: 16 },
      refinements: expect.objectContaining({
        supportsHiresFix: true,
        supportsFaceRefinement: true,
        supportsTransparentBackground: false,
      }),
    });
  });

  it("keeps today's limits while no capability is loaded", () => {
    expect(capabilityLimits(null)).toEqual({
      negativePromptSupported: true,
      steps: { min: 1, max: 150 },
      weights: {
        lora: { min: 0, max: 2 },
        controlNet: { min: 0, max: 2 },
        ipAdapter: { min: 0, max: 2 },
      },
      dimension: null,
      refinements: null,
    });
  });

  it('rounds a size to the nearest multiple inside the range', () => {
    expect(nearestValidDimension(1000, sdxl)).toBe(1024);
    expect(nearestValidDimension(1080, sdxl)).toBe(1088);
    expect(nearestValidDimension(1950, sdxl)).toBe(1920);
    expect(nearestValidDimension(768, sdxl)).toBe(768);
    expect(nearestValidDimension(4000, sdxl)).toBe(2048);
    expect(nearestValidDimension(10, sdxl)).toBe(128);
    // A range whose ends are not multiples keeps to the multiples inside it.
    expect(nearestValidDimension(100, { min: 100, max: 1000, multiple: 64 })).toBe(128);
    expect(nearestValidDimension(1000, { min: 100, max: 1000, multiple: 64 })).toBe(960);
    expect(nearestValidDimension(1000, null)).toBe(1000);
  });

  it('offers the nearest accepted size only when it differs from the typed one', () => {
    expect(sizeAdvice({ width: 1000, height: 1000 }, sdxl)).toEqual({
      width: 1024,
      height: 1024,
      hint: 'Nearest accepted size: 1024×1024 (sizes are multiples of 64)',
    });
    expect(sizeAdvice({ width: 777, height: 1024 }, sdxl)?.hint).toBe(
      'Nearest accepted size: 768×1024 (sizes are multiples of 64)',
    );
    expect(sizeAdvice({ width: 1920, height: 1080 }, sdxl)?.hint).toBe(
      'Nearest accepted size: 1920×1088 (sizes are multiples of 64)',
    );
    expect(sizeAdvice({ width: 4000, height: 1024 }, sdxl)?.hint).toBe(
      'Nearest accepted size: 2048×1024 (sizes are multiples of 64 from 128 to 2048)',
    );
    expect(sizeAdvice({ width: 1024, height: 768 }, sdxl)).toBeNull();
    expect(sizeAdvice({ width: 1000, height: 1000 }, null)).toBeNull();
  });

  it('fits size, steps and each add-on list to its own weight range before sending', () => {
    const limits: CapabilityLimits = {
      negativePromptSupported: true,
      refinements: null,
      steps: { min: 1, max: 50 },
      weights: {
        lora: { min: 0, max: 1.5 },
        controlNet: { min: 0, max: 1 },
        ipAdapter: { min: 0.2, max: 0.5 },
      },
      dimension: sdxl,
    };
    const fitted = fitToLimits(
      {
        ...defaultParameters(),
        width: 1000,
        height: 3000,
        steps: 80,
        loras: [{ id: 'a', name: 'A', weight: 2 }],
        controlnets: [
          { id: 'b', name: 'B', weight: -1, startStep: 2 },
          { id: 'd', name: 'D', weight: 1.4 },
        ],
        ipadapters: [{ id: 'c', name: 'C', weight: 0.7 }],
      },
      limits,
    );
    // The size is sent as typed: a refused size has the spec's 'Image Dimension Error' panel.
    expect(fitted).toMatchObject({
      width: 1000,
      height: 3000,
      steps: 50,
      loras: [{ id: 'a', weight: 1.5 }],
      controlnets: [
        { id: 'b', weight: 0, startStep: 2 },
        { id: 'd', weight: 1 },
      ],
      ipadapters: [{ id: 'c', weight: 0.5 }],
    });
  });

  describe('refinements', () => {
    const refined = {
      ...defaultParameters(),
      format: 'png' as const,
      hiresFix: { upscaler: 'runware:esrgan@animesharp', steps: 12, strength: 0.45 },
      faceRefinement: { steps: 25, strength: 0.3 },
      transparentBackground: true,
    };
    const limitsOf = (support: RefinementSupport) =>
      capabilityLimits({ architectureId: 1, ...SDXL_CAPABILITY, ...support });

    it('sends those the architecture takes, as they are set', () => {
      const fitted = fitToLimits(
        refined,
        limitsOf({
          supportsHiresFix: true,
          supportsFaceRefinement: true,
          supportsTransparentBackground: true,
        }),
      );
      expect(fitted).toMatchObject({
        hiresFix: refined.hiresFix,
        faceRefinement: refined.faceRefinement,
        transparentBackground: true,
      });
    });

    it('drops each one the architecture does not take, and all while none is known', () => {
      expect(
        fitToLimits(
          refined,
          limitsOf({
            supportsHiresFix: false,
            supportsFaceRefinement: true,
            supportsTransparentBackground: false,
          }),
        ),
      ).toMatchObject({
        hiresFix: null,
        faceRefinement: refined.faceRefinement,
        transparentBackground: false,
      });
      expect(fitToLimits(refined, capabilityLimits(null))).toMatchObject({
        hiresFix: null,
        faceRefinement: null,
        transparentBackground: false,
      });
    });
  });
});
