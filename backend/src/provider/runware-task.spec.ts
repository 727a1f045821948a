import { toRunwareImageInference } from './runware-task.js';

const base = {
  taskUUID: '3b0f9c2e-5d1a-4c7e-9a57-1f2e3d4c5b6a',
  model: 'civitai:101055@128078',
  positivePrompt: 'a lighthouse',
  width: 1024,
  height: 768,
  format: 'jpeg' as const,
  numberResults: 2,
};

describe('toRunwareImageInference', () => {
  it("uses Runware's field names and casing and asks for the cost", () => {
    const task = toRunwareImageInference({ ...base, cfgScale: 6.5, steps: 25, format: 'webp' });
    expect(task).toEqual({
      taskType: 'imageInference',
      taskUUID: base.taskUUID,
      outputType: 'URL',
      outputFormat: 'WEBP',
      includeCost: true,
      deliveryMethod: 'sync',
      positivePrompt: 'a lighthouse',
      model: base.model,
      width: 1024,
      height: 768,
      numberResults: 2,
      steps: 25,
      CFGScale: 6.5,
    });
  });

  it('sends reference images to edit under inputs, beside a seed image when there is one', () => {
    const images = ['0f1e2d3c-4b5a-4697-8877-665544332211', 'data:image/png;base64,AAAA'];
    expect(toRunwareImageInference({ ...base, referenceImages: images }).inputs).toEqual({
      referenceImages: images,
    });
    expect(
      toRunwareImageInference({ ...base, seedImage: images[0], referenceImages: [images[1]!] })
        .inputs,
    ).toEqual({ seedImage: images[0], referenceImages: [images[1]] });
  });

  it('sends JPEG as JPG, the provider enum', () => {
    expect(toRunwareImageInference(base).outputFormat).toBe('JPG');
  });

  it('omits promptWeighting when None and maps the others to the provider values', () => {
    expect(toRunwareImageInference({ ...base, promptWeighting: 'None' })).not.toHaveProperty(
      'promptWeighting',
    );
    expect(toRunwareImageInference({ ...base, promptWeighting: 'Compel' }).promptWeighting).toBe(
      'compel',
    );
    expect(toRunwareImageInference({ ...base, promptWeighting: 'SdEmbeds' }).promptWeighting).toBe(
      'sdEmbeds',
    );
  });

  it('drops unset values and empty lists, keeps zero', () => {
    const task = toRunwareImageInference({
      ...base,
      negativePrompt: undefined,
      loras: [],
      vae: undefined,
      clipSkip: 0,
      seed: undefined,
    });
    expect(task).not.toHaveProperty('negativePrompt');
    expect(task).not.toHaveProperty('lora');
    expect(task).not.toHaveProperty('vae');
    expect(task).not.toHaveProperty('seed');
    expect(task.clipSkip).toBe(0);
  });

  it('maps adapters to lora, controlNet and ipAdapters, and checkNsfw to safety.checkContent', () => {
    // Each adapter goes over as it is, under the provider's name for its list.
    const lora = { model: 'civitai:1@2', weight: 0.8 };
    const controlNet = {
      model: 'runware:20@1',
      weight: 1,
      guideImage: 'https://x/y.png',
      startStep: 1,
      endStep: 10,
      controlMode: 'balanced' as const,
    };
    const ipAdapter = {
      model: 'runware:55@1',
      weight: 0.5,
      guideImages: ['https://x/z.png', 'https://x/w.png'],
      combineMethod: 'average' as const,
    };
    const task = toRunwareImageInference({
      ...base,
      loras: [lora],
      controlNets: [controlNet],
      ipAdapters: [ipAdapter],
      checkNsfw: true,
    });
    expect(task.lora).toEqual([lora]);
    expect(task.controlNet).toEqual([controlNet]);
    expect(task.ipAdapters).toEqual([ipAdapter]);
    expect(task.safety).toEqual({ checkContent: true });
    expect(task).not.toHaveProperty('checkNSFW');
  });
});
