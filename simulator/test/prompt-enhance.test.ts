import { randomUUID } from 'node:crypto';
import { post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { settledResponse } from './support/simulator-controls.js';

const PROMPT = 'a red fox in a snowy forest';

function enhanceTask(overrides: Record<string, unknown> = {}) {
  return {
    taskType: 'promptEnhance',
    taskUUID: randomUUID(),
    model: 'runware:llama-3-1-8b@prompt-enhancer',
    prompt: PROMPT,
    promptMaxLength: 64,
    promptVersions: 3,
    ...overrides,
  };
}

function words(text: unknown): string[] {
  return (text as string).split(/\s+/);
}

describe('promptEnhance', () => {
  const suite = simulatorForSuite();

  async function enhance(task: Record<string, unknown>) {
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    return answer.body.data ?? [];
  }

  it('answers one text per version, each keeping the prompt and adding different detail', async () => {
    const task = enhanceTask({ promptVersions: 5, includeCost: true });
    const items = await enhance(task);
    expect(items).toHaveLength(5);
    for (const item of items) {
      expect(item).toEqual({
        taskType: 'promptEnhance',
        taskUUID: task.taskUUID,
        text: expect.stringMatching(/^a red fox in a snowy forest, \w/),
        cost: 0.0002,
      });
      expect(words(item.text).length).toBeGreaterThan(words(PROMPT).length + 3);
      expect(words(item.text).length).toBeLessThanOrEqual(64);
    }
    expect(new Set(items.map((item) => item.text)).size).toBe(5);
  });

  it('is deterministic per prompt and version', async () => {
    const first = await enhance(enhanceTask());
    const second = await enhance(enhanceTask({ promptVersions: 2 }));
    expect(second.map((item) => item.text)).toEqual(first.slice(0, 2).map((item) => item.text));
    const other = await enhance(enhanceTask({ prompt: 'a lighthouse on a cliff at dusk' }));
    expect(other[0]?.text).toMatch(/^a lighthouse on a cliff at dusk, /);
    expect(other[0]?.text).not.toBe(first[0]?.text);
  });

  it('keeps every version within promptMaxLength words, and still different', async () => {
    const items = await enhance(enhanceTask({ promptMaxLength: 12, promptVersions: 4 }));
    for (const item of items) {
      expect(words(item.text).length).toBeLessThanOrEqual(12);
      expect(words(item.text).length).toBeGreaterThan(words(PROMPT).length);
    }
    expect(new Set(items.map((item) => item.text)).size).toBe(4);
  });

  it('cuts a prompt longer than promptMaxLength words', async () => {
    const prompt = Array.from({ length: 20 }, (_, index) => `word${index}`).join(' ');
    const [item] = await enhance(enhanceTask({ prompt, promptMaxLength: 12, promptVersions: 1 }));
    expect(words(item?.text)).toEqual(words(prompt).slice(0, 12));
  });

  it('answers without cost unless asked', async () => {
    const items = await enhance(enhanceTask({ promptVersions: 1 }));
    expect(items[0]).not.toHaveProperty('cost');
  });

  it('delivers async through getResponse', async () => {
    const task = enhanceTask({ deliveryMethod: 'async', promptVersions: 2 });
    const acknowledgement = await post(suite.simulator, [task]);
    expect(acknowledgement.body).toEqual({
      data: [{ taskType: 'promptEnhance', taskUUID: task.taskUUID }],
    });
    const done = await settledResponse(suite.simulator, task.taskUUID);
    expect(done.body.data).toHaveLength(2);
    expect(done.body.data?.[0]).toEqual(
      expect.objectContaining({
        taskType: 'promptEnhance',
        status: 'success',
        text: expect.any(String),
      }),
    );
  });

  it.each([
    ['prompt', undefined, 'missingPrompt'],
    ['prompt', '', 'invalidPrompt'],
    ['prompt', '   ', 'invalidPrompt'],
    ['prompt', 'x'.repeat(301), 'invalidPrompt'],
    ['promptMaxLength', undefined, 'missingPromptMaxLength'],
    ['promptMaxLength', 11, 'invalidPromptMaxLength'],
    ['promptMaxLength', 401, 'invalidPromptMaxLength'],
    ['promptMaxLength', 20.5, 'invalidPromptMaxLength'],
    ['promptVersions', undefined, 'missingPromptVersions'],
    ['promptVersions', 0, 'invalidPromptVersions'],
    ['promptVersions', 6, 'invalidPromptVersions'],
    ['includeCost', 'yes', 'invalidIncludeCost'],
  ])('refuses %s %j with %s', async (parameter, value, code) => {
    const error = await refusal(suite.simulator, enhanceTask({ [parameter]: value }));
    expect(error).toEqual(
      expect.objectContaining({
        code,
        parameter,
        taskType: 'promptEnhance',
        documentation: expect.stringContaining('prompt-enhancer'),
      }),
    );
  });
});
