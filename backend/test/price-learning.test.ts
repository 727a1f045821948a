import { DataSource } from 'typeorm';
import { ImagePriceBook } from '../src/credits/image-price-book.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

/**
 * The price book learns every settled cost, except one that cannot change what it knows: the
 * bucket's rate, as this task's estimate read it, already weighs the most observations a rate
 * keeps and the cost is that rate. Then nothing is written (a statement fewer per generation).
 */
describe('learning image prices', () => {
  let app: TestApp;
  let db: DataSource;
  let prices: ImagePriceBook;
  const key = (modelAir: string) => ({ modelAir, width: 512, height: 512, steps: 20 });
  const work = 0.25 * 20;
  const row = async (modelAir: string) =>
    (
      await db.query<{ rate: string; samples: number; updatedAt: Date }[]>(
        `SELECT usd_per_megapixel_step AS rate, samples, updated_at AS "updatedAt"
         FROM image_prices WHERE model_air = $1`,
        [modelAir],
      )
    )[0];
  const estimate = async (modelAir: string) =>
    prices.estimateUsd({ ...key(modelAir), architectureCode: null }, 1);

  beforeAll(async () => {
    ({ app, db } = await startAppSession());
    prices = app.app.get(ImagePriceBook);
  });
  afterAll(() => app?.close());

  it('reads the learned rate and its weight with the estimate', async () => {
    const air = `test:price-read-${Date.now()}`;
    expect((await estimate(air)).learned).toBeUndefined();
    for (let task = 0; task < 3; task++) await prices.learn(key(air), [0.002]);
    const { usd, source, learned } = await estimate(air);
    expect(source).toBe('learned');
    expect(usd).toBeCloseTo(0.002, 12);
    expect(learned).toEqual({ rate: expect.any(String), samples: 3 });
    expect(Number(learned!.rate)).toBeCloseTo(0.002 / work, 12);
  });

  it('writes nothing for a cost equal to a rate at full weight, and learns any other', async () => {
    const air = `test:price-steady-${Date.now()}`;
    for (let task = 0; task < 25; task++) {
      const { learned } = await estimate(air);
      await prices.learn(key(air), [0.002], learned);
    }
    const full = await row(air);
    expect(full.samples).toBe(20);
    expect(Number(full.rate)).toBeCloseTo(0.002 / work, 12);

    // At full weight and the same price: left as it is, not even its updated_at.
    await prices.learn(key(air), [0.002], (await estimate(air)).learned);
    expect(await row(air)).toEqual(full);

    // A price that moved is learned as before.
    await prices.learn(key(air), [0.004], (await estimate(air)).learned);
    const moved = await row(air);
    expect(Number(moved.rate)).toBeCloseTo((20 * (0.002 / work) + 0.004 / work) / 21, 12);
    expect(moved.updatedAt.getTime()).toBeGreaterThan(full.updatedAt.getTime());
  });

  it('still counts a cost equal to a rate that weighs fewer observations', async () => {
    const air = `test:price-young-${Date.now()}`;
    await prices.learn(key(air), [0.002]);
    await prices.learn(key(air), [0.002], (await estimate(air)).learned);
    expect((await row(air)).samples).toBe(2);
  });
});
