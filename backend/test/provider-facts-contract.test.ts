import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ProviderFacts {
  code: string;
  supportsNegativePrompt: boolean;
  minSteps: number;
  maxSteps: number;
  minDimension: number;
  maxDimension: number;
  dimensionMultiple: number;
}

// The built simulator (as the other provider tests use it), loaded at run time: the typecheck of
// the backend runs before anything is built.
const FACTS_MODULE = new URL('../../simulator/dist/catalogue/architectures.js', import.meta.url)
  .href;

/**
 * The capabilities the server seeds (and enforces) and the provider facts the simulator imitates
 * must agree, so a generation the server lets through is one the provider accepts.
 */
describe('seeded architecture capabilities match the provider facts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('agrees on negative prompts, steps and sizes for every architecture both know', async () => {
    const rows: Record<string, unknown>[] = await app.app.get(DataSource).query(
      `SELECT a.code, c.supports_negative_prompt AS "supportsNegativePrompt", c.min_steps AS "minSteps",
         c.max_steps AS "maxSteps", c.min_dimension AS "minDimension", c.max_dimension AS "maxDimension",
         c.dimension_multiple AS "dimensionMultiple"
       FROM architectures a JOIN architecture_capabilities c ON c.architecture_id = a.id
       WHERE a.code IS NOT NULL ORDER BY a.code`,
    );
    const { ARCHITECTURE_CAPABILITY_FACTS } = (await import(FACTS_MODULE)) as {
      ARCHITECTURE_CAPABILITY_FACTS: ProviderFacts[];
    };
    const facts = new Map(ARCHITECTURE_CAPABILITY_FACTS.map((fact) => [fact.code, fact]));
    const compared = rows.filter((row) => facts.has(row.code as string));
    expect(compared.length).toBeGreaterThanOrEqual(10);
    for (const row of compared) {
      const fact = facts.get(row.code as string)!;
      expect({ code: row.code, ...row }).toEqual({
        code: row.code,
        supportsNegativePrompt: fact.supportsNegativePrompt,
        minSteps: fact.minSteps,
        maxSteps: fact.maxSteps,
        minDimension: fact.minDimension,
        maxDimension: fact.maxDimension,
        dimensionMultiple: fact.dimensionMultiple,
      });
    }
  });
});
