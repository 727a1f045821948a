import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { captionTask } from './support/caption-task.js';
import { imageTask, post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { settledResponse } from './support/simulator-controls.js';
import { dataUri, resultBytes, solid, testCard } from './support/test-images.js';

describe('caption and imageCaption', () => {
  const suite = simulatorForSuite();

  async function caption(task: Record<string, unknown>) {
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    return answer.body.data?.[0] as Record<string, unknown>;
  }

  async function generated(positivePrompt: string, overrides: Record<string, unknown> = {}) {
    const answer = await post(suite.simulator, [
      imageTask({ positivePrompt, width: 256, height: 256, ...overrides }),
    ]);
    expect(answer.status).toBe(200);
    return answer.body.data?.[0] as Record<string, unknown>;
  }

  it('describes a generated picture from the prompt it was generated from', async () => {
    const picture = await generated(
      'a red fox in a snowy forest, oil painting, soft light, masterpiece',
    );
    const task = captionTask(picture.imageUUID, { includeCost: true });
    expect(await caption(task)).toEqual({
      taskType: 'caption',
      taskUUID: task.taskUUID,
      text: 'A painting of a red fox in a snowy forest, soft light.',
      cost: 0.0003,
    });
  });

  it.each([
    [
      'portrait of an old sailor, dramatic lighting, 35mm photo',
      'A portrait of an old sailor, dramatic lighting.',
    ],
    [
      '(red foxes:1.3) playing in the snow, anime style',
      'An illustration of red foxes playing in the snow, anime style.',
    ],
    ['The Eiffel Tower at night, 8k, highly detailed', 'An image of the Eiffel Tower at night.'],
    ['castle on a hill, 3d render, octane', 'A 3D render of a castle on a hill, octane.'],
  ])('turns the prompt "%s" into a sentence', async (positivePrompt, text) => {
    const picture = await generated(positivePrompt);
    expect((await caption(captionTask(picture.imageUUID))).text).toBe(text);
  });

  it('knows the prompt of a generated picture given by URL, sent back as data, or upscaled', async () => {
    const picture = await generated('a lighthouse on a cliff at dusk, watercolor');
    const expected = 'A painting of a lighthouse on a cliff at dusk.';
    expect((await caption(captionTask(picture.imageURL))).text).toBe(expected);
    const bytes = await resultBytes(picture);
    expect((await caption(captionTask(dataUri(bytes, 'image/jpeg')))).text).toBe(expected);
    const upscale = await post(suite.simulator, [
      {
        taskType: 'upscale',
        taskUUID: randomUUID(),
        model: 'runware:503@1',
        inputImage: picture.imageUUID,
        upscaleFactor: 2,
      },
    ]);
    const upscaled = upscale.body.data?.[0]?.imageUUID;
    expect((await caption(captionTask(upscaled))).text).toBe(expected);
  });

  it('describes any other image by its colours, orientation, brightness and contrast', async () => {
    const card = await testCard(300, 150, '#1f4fd1', '#f28a1a');
    const text = (await caption(captionTask(dataUri(card)))).text;
    expect(text).toBe(
      'A dim, mostly blue landscape-format image with touches of orange, moderate contrast.',
    );
    const dark = (await caption(captionTask(dataUri(await solid(100, 200, '#101418'))))).text;
    expect(dark).toBe('A dark, mostly black portrait-format image, smooth, low-contrast tones.');
    const green = (await caption(captionTask(dataUri(await solid(120, 120, '#8fe07a'))))).text;
    expect(green).toBe('A bright, mostly green square image, smooth, low-contrast tones.');
  });

  it('mentions a transparent background', async () => {
    const cutOut = await sharp({
      create: { width: 100, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: await solid(50, 50, '#d62d2d'), left: 25, top: 25 }])
      .png()
      .toBuffer();
    const text = (await caption(captionTask(dataUri(cutOut)))).text as string;
    expect(text).toContain('mostly red');
    expect(text).toContain('on a transparent background');
  });

  it('gives the same text for the same image', async () => {
    const card = dataUri(await testCard(90, 60));
    const [a, b] = await Promise.all([caption(captionTask(card)), caption(captionTask(card))]);
    expect(a?.text).toBe(b?.text);
  });

  it('takes a prompt and a model, and answers without cost unless asked', async () => {
    const item = await caption(
      captionTask(dataUri(await testCard(90, 60)), {
        prompt: 'Describe this image in one sentence.',
        model: 'runware:152@2',
      }),
    );
    expect(item).not.toHaveProperty('cost');
    expect(item.text).toEqual(expect.stringContaining('image'));
  });

  it('echoes the legacy task type imageCaption, also through getResponse', async () => {
    const task = captionTask(dataUri(await testCard(90, 60)), {
      taskType: 'imageCaption',
      deliveryMethod: 'async',
      includeCost: true,
    });
    const acknowledgement = await post(suite.simulator, [task]);
    expect(acknowledgement.body).toEqual({
      data: [{ taskType: 'imageCaption', taskUUID: task.taskUUID }],
    });
    const done = await settledResponse(suite.simulator, task.taskUUID);
    expect(done.body.data).toEqual([
      {
        taskType: 'imageCaption',
        taskUUID: task.taskUUID,
        status: 'success',
        text: expect.stringContaining('image'),
        cost: 0.0003,
      },
    ]);
  });

  it('refuses a missing or unreadable input image, and a bad prompt', async () => {
    const missing = await refusal(suite.simulator, captionTask(undefined));
    expect(missing).toEqual(
      expect.objectContaining({ code: 'missingInputs', taskType: 'caption' }),
    );
    const unknown = await refusal(
      suite.simulator,
      captionTask(randomUUID(), { taskType: 'imageCaption' }),
    );
    expect(unknown).toEqual(
      expect.objectContaining({ code: 'invalidInputImage', taskType: 'imageCaption' }),
    );
    const prompt = await refusal(
      suite.simulator,
      captionTask(dataUri(await testCard(20, 20)), { prompt: 7 }),
    );
    expect(prompt).toEqual(expect.objectContaining({ code: 'invalidPrompt', parameter: 'prompt' }));
  });
});
