import { randomUUID } from 'node:crypto';
import { imageTask, post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { dataUri, maskCard, testCard, upload } from './support/test-images.js';

describe('imageInference validation', () => {
  const suite = simulatorForSuite();

  it('describes a refusal with code, message, parameter, type, documentation, taskType and taskUUID', async () => {
    const task = imageTask({ model: 'civitai:999999@1' });
    const error = await refusal(suite.simulator, task);
    expect(error).toEqual(
      expect.objectContaining({
        code: 'invalidModel',
        parameter: 'model',
        type: 'string',
        taskType: 'imageInference',
        taskUUID: task.taskUUID,
        message: expect.stringContaining('civitai:999999@1'),
        documentation: 'https://runware.ai/docs/en/image-inference/api-reference#request-model',
      }),
    );
  });

  it('refuses a malformed AIR with invalidModel', async () => {
    const error = await refusal(suite.simulator, imageTask({ model: 'juggernaut' }));
    expect(error.code).toBe('invalidModel');
    expect(error.message).toContain('valid AIR identifier');
  });

  it('refuses a LoRA given as the base model with invalidModel', async () => {
    const error = await refusal(suite.simulator, imageTask({ model: 'civitai:132942@146296' }));
    expect(error).toEqual(expect.objectContaining({ code: 'invalidModel', parameter: 'model' }));
  });

  it('refuses a missing model with missingModel', async () => {
    const error = await refusal(suite.simulator, imageTask({ model: undefined }));
    expect(error.code).toBe('missingModel');
  });

  it.each([
    ['width', 1000, 'invalidWidth'],
    ['width', 64, 'invalidWidth'],
    ['width', 2112, 'invalidWidth'],
    ['width', 512.5, 'invalidWidth'],
    ['height', 1000, 'invalidHeight'],
    ['height', 4096, 'invalidHeight'],
    ['height', '512', 'invalidHeight'],
  ])('refuses %s %p with %s', async (parameter, value, code) => {
    const error = await refusal(suite.simulator, imageTask({ [parameter]: value }));
    expect(error).toEqual(expect.objectContaining({ code, parameter, type: 'integer' }));
  });

  it('accepts the edges of the size range', async () => {
    const answer = await post(suite.simulator, [imageTask({ width: 128, height: 2048 })]);
    expect(answer.status).toBe(200);
  });

  it.each([
    ['rundiffusion:130@100', 'flux1d'],
    ['runware:101@1', 'flux1d'],
    ['runware:100@1', 'flux1s'],
  ])(
    'refuses a negativePrompt on %s (%s) with unsupportedArchitectureNegativePrompt',
    async (model, architecture) => {
      const error = await refusal(
        suite.simulator,
        imageTask({ model, negativePrompt: 'blurry, low quality' }),
      );
      expect(error).toEqual(
        expect.objectContaining({
          code: 'unsupportedArchitectureNegativePrompt',
          parameter: 'negativePrompt',
          baseModelArchitecture: architecture,
        }),
      );
    },
  );

  it('accepts a negativePrompt on an SDXL model', async () => {
    const answer = await post(suite.simulator, [
      imageTask({ negativePrompt: 'blurry, low quality' }),
    ]);
    expect(answer.status).toBe(200);
  });

  it('refuses a LoRA of another architecture with unsupportedLoraModel naming both', async () => {
    const error = await refusal(
      suite.simulator,
      imageTask({ lora: [{ model: 'civitai:58390@62833', weight: 0.8 }] }),
    );
    expect(error.code).toBe('unsupportedLoraModel');
    expect(error.parameter).toBe('lora[0].model');
    expect(error.message).toContain('sd1x');
    expect(error.message).toContain('sdxl');
  });

  it('refuses an SDXL LoRA on a Pony model and a FLUX LoRA on SDXL', async () => {
    const onPony = await refusal(
      suite.simulator,
      imageTask({
        model: 'civitai:257749@290640',
        lora: [{ model: 'civitai:132942@146296', weight: 1 }],
      }),
    );
    expect(onPony.code).toBe('unsupportedLoraModel');
    const fluxOnSdxl = await refusal(
      suite.simulator,
      imageTask({ lora: [{ model: 'civitai:631986@706528', weight: 1 }] }),
    );
    expect(fluxOnSdxl.code).toBe('unsupportedLoraModel');
  });

  it('accepts matching LoRAs, VAE and ControlNet', async () => {
    const answer = await post(suite.simulator, [
      imageTask({
        lora: [
          { model: 'civitai:132942@146296', weight: 0.7 },
          { model: 'civitai:120096@135931', weight: 1 },
        ],
        vae: 'civitai:296576@333245',
        controlNet: [{ model: 'runware:20@1', guideImage: randomUUID(), weight: 0.8 }],
      }),
      imageTask({
        model: 'runware:101@1',
        lora: [{ model: 'civitai:631986@706528', weight: 1 }],
      }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
  });

  it('refuses an unknown LoRA AIR and a LoRA weight out of range', async () => {
    const unknown = await refusal(
      suite.simulator,
      imageTask({ lora: [{ model: 'civitai:1@1', weight: 1 }] }),
    );
    expect(unknown.code).toBe('invalidLoraModel');
    const heavy = await refusal(
      suite.simulator,
      imageTask({ lora: [{ model: 'civitai:132942@146296', weight: 5 }] }),
    );
    expect(heavy).toEqual(
      expect.objectContaining({ code: 'invalidLoraWeight', parameter: 'lora[0].weight' }),
    );
  });

  it('refuses a VAE on a FLUX model with unsupportedArchitectureVae', async () => {
    const error = await refusal(
      suite.simulator,
      imageTask({ model: 'runware:101@1', vae: 'civitai:296576@333245' }),
    );
    expect(error.code).toBe('unsupportedArchitectureVae');
  });

  it('refuses a ControlNet without a guide image', async () => {
    const error = await refusal(
      suite.simulator,
      imageTask({ controlNet: [{ model: 'runware:20@1', weight: 1 }] }),
    );
    expect(error.code).toBe('missingGuideImage');
  });

  it('refuses a reused taskUUID with conflictTaskUUID', async () => {
    const task = imageTask();
    expect((await post(suite.simulator, [task])).status).toBe(200);
    const error = await refusal(suite.simulator, { ...task });
    expect(error).toEqual(
      expect.objectContaining({
        code: 'conflictTaskUUID',
        parameter: 'taskUUID',
        taskUUID: task.taskUUID,
        context: { taskType: 'imageInference', deliveryMethod: 'sync' },
      }),
    );
  });

  it('refuses a taskUUID repeated within one request', async () => {
    const task = imageTask();
    const answer = await post(suite.simulator, [task, { ...task }]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.errors?.[0]?.code).toBe('conflictTaskUUID');
  });

  it('does not burn the taskUUID of a refused task', async () => {
    const task = imageTask({ width: 100 });
    expect((await post(suite.simulator, [task])).status).toBe(400);
    expect((await post(suite.simulator, [{ ...task, width: 512 }])).status).toBe(200);
  });

  it('refuses a missing positivePrompt with missingPositivePrompt', async () => {
    const error = await refusal(suite.simulator, imageTask({ positivePrompt: undefined }));
    expect(error).toEqual(
      expect.objectContaining({ code: 'missingPositivePrompt', parameter: 'positivePrompt' }),
    );
  });

  it.each([['a'], ['x'.repeat(3001)], [42]])(
    'refuses the positivePrompt %p with invalidPositivePrompt',
    async (positivePrompt) => {
      const error = await refusal(suite.simulator, imageTask({ positivePrompt }));
      expect(error.code).toBe('invalidPositivePrompt');
    },
  );

  it.each([
    ['numberResults', 0, 'invalidNumberResults'],
    ['numberResults', 21, 'invalidNumberResults'],
    ['numberResults', 1.5, 'invalidNumberResults'],
    ['steps', 0, 'invalidSteps'],
    ['steps', 101, 'invalidSteps'],
    ['CFGScale', -0.5, 'invalidCFGScale'],
    ['CFGScale', 50.5, 'invalidCFGScale'],
    ['seed', 0, 'invalidSeed'],
    ['outputQuality', 100, 'invalidOutputQuality'],
    ['outputFormat', 'GIF', 'invalidOutputFormat'],
    ['outputType', 'url', 'invalidOutputType'],
    ['ttl', 30, 'invalidTtl'],
  ])('refuses %s %p with %s', async (parameter, value, code) => {
    const error = await refusal(suite.simulator, imageTask({ [parameter]: value }));
    expect(error).toEqual(expect.objectContaining({ code, parameter }));
  });

  it('accepts the edges of the numeric ranges', async () => {
    const answer = await post(suite.simulator, [
      imageTask({ steps: 1, CFGScale: 0, numberResults: 1 }),
      imageTask({ steps: 100, CFGScale: 50, width: 128, height: 128, numberResults: 20 }),
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(21);
  });

  it('refuses a misspelt parameter such as cfgScale with unknownParameter', async () => {
    const error = await refusal(suite.simulator, imageTask({ cfgScale: 7 }));
    expect(error).toEqual(
      expect.objectContaining({ code: 'unknownParameter', parameter: 'cfgScale' }),
    );
    expect(error.message).toContain('CFGScale');
  });

  it('refuses a deliveryMethod other than sync or async', async () => {
    const error = await refusal(suite.simulator, imageTask({ deliveryMethod: 'stream' }));
    expect(error).toEqual(
      expect.objectContaining({
        code: 'invalidDeliveryMethod',
        parameter: 'deliveryMethod',
        allowedValues: ['sync', 'async'],
      }),
    );
  });

  it('refuses a webhookURL, which the simulator does not deliver to', async () => {
    const error = await refusal(
      suite.simulator,
      imageTask({ webhookURL: 'https://example.com/hook' }),
    );
    expect(error).toEqual(
      expect.objectContaining({ code: 'unsupportedParameter', parameter: 'webhookURL' }),
    );
  });

  it('requires a seed image and mask for an inpainting model', async () => {
    const error = await refusal(suite.simulator, imageTask({ model: 'runware:102@1' }));
    expect(error.code).toBe('missingSeedImage');
    const seedImage = (await upload(suite.simulator, dataUri(await testCard(512, 512)))).imageUUID;
    const noMask = await refusal(suite.simulator, imageTask({ model: 'runware:102@1', seedImage }));
    expect(noMask.code).toBe('missingMaskImage');
    const maskImage = dataUri(
      await maskCard(512, 512, { left: 0, top: 0, width: 256, height: 256 }),
    );
    const answer = await post(suite.simulator, [
      imageTask({ model: 'runware:102@1', seedImage, maskImage }),
    ]);
    expect(answer.status).toBe(200);
  });

  it('refuses a seed image that is no image reference', async () => {
    const error = await refusal(
      suite.simulator,
      imageTask({ seedImage: 'not an image', strength: 0.5 }),
    );
    expect(error.code).toBe('invalidSeedImage');
  });
});
