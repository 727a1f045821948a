import { imageTask, post } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';

describe('imageInference cost', () => {
  const suite = simulatorForSuite();

  async function costs(overrides: Record<string, unknown>): Promise<unknown[]> {
    const answer = await post(suite.simulator, [
      imageTask({ includeCost: true, outputType: 'base64Data', ...overrides }),
    ]);
    expect(answer.status).toBe(200);
    return (answer.body.data ?? []).map((item) => item.cost);
  }

  async function totalCost(overrides: Record<string, unknown>): Promise<number> {
    return ((await costs(overrides)) as number[]).reduce((sum, cost) => sum + cost, 0);
  }

  it('is absent without includeCost', async () => {
    const answer = await post(suite.simulator, [imageTask()]);
    expect(answer.body.data?.[0]).not.toHaveProperty('cost');
    const disabled = await post(suite.simulator, [imageTask({ includeCost: false })]);
    expect(disabled.body.data?.[0]).not.toHaveProperty('cost');
  });

  it('is a USD float per image', async () => {
    const [cost] = await costs({ width: 1024, height: 1024, steps: 30 });
    expect(typeof cost).toBe('number');
    expect(cost).toBeGreaterThan(0);
    expect(cost).toBeLessThan(0.1);
  });

  it('grows with the pixel count', async () => {
    const small = await totalCost({ width: 512, height: 512, steps: 20 });
    const medium = await totalCost({ width: 1024, height: 512, steps: 20 });
    const large = await totalCost({ width: 1024, height: 1024, steps: 20 });
    expect(medium).toBeGreaterThan(small);
    expect(large).toBeGreaterThan(medium);
    expect(large).toBeCloseTo(small * 4, 8);
  });

  it('grows with the number of steps', async () => {
    const few = await totalCost({ steps: 10 });
    const many = await totalCost({ steps: 40 });
    expect(many).toBeGreaterThan(few);
    expect(many).toBeCloseTo(few * 4, 8);
  });

  it('is charged per image, so it grows with numberResults', async () => {
    const perImage = await costs({ numberResults: 3, steps: 25 });
    expect(perImage).toHaveLength(3);
    expect(new Set(perImage).size).toBe(1);
    const one = await totalCost({ numberResults: 1, steps: 25 });
    const three = await totalCost({ numberResults: 3, steps: 25 });
    expect(three).toBeCloseTo(one * 3, 8);
  });

  it('uses the model default steps when none are sent and prices architectures differently', async () => {
    const schnell = await totalCost({ model: 'runware:100@1', width: 1024, height: 1024 });
    const dev = await totalCost({ model: 'runware:101@1', width: 1024, height: 1024 });
    expect(dev).toBeGreaterThan(schnell);
  });
});
