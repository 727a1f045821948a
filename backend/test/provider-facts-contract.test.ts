import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from './support/test-app.js';

interface ProviderFacts {
  code: string;
  supportsNegativePrompt: boolean;
  supportsHiresFix: boolean;
  supportsFaceRefinement: boolean;
  supportsTransparentBackground: boolean;
  supportsOutpaint: boolean;
  supportsPulid: boolean;
  maxReferenceImages: number;
  supportsSeedImage: boolean;
  minSteps: number;
  maxSteps: number;
  minDimension: number;
  maxDimension: number;
  dimensionMultiple: number;
  adapterWeights: Record<'lora' | 'controlNet' | 'ipAdapters', { min: number; max: number }>;
}

/** Each seeded add-on weight range and the provider's range for the same list. */
const WEIGHT_COLUMNS = [
  ['lora', 'min_lora_weight', 'max_lora_weight'],
  ['controlNet', 'min_control_net_weight', 'max_control_net_weight'],
  ['ipAdapters', 'min_ip_adapter_weight', 'max_ip_adapter_weight'],
] as const;

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

  it('agrees on negative prompts, refinements, steps and sizes for every architecture both know', async () => {
    const rows: Record<string, unknown>[] = await app.app.get(DataSource).query(
      `SELECT a.code, c.supports_negative_prompt AS "supportsNegativePrompt", c.min_steps AS "minSteps",
         c.max_steps AS "maxSteps", c.min_dimension AS "minDimension", c.max_dimension AS "maxDimension",
         c.dimension_multiple AS "dimensionMultiple", c.supports_hires_fix AS "supportsHiresFix",
         c.supports_face_refinement AS "supportsFaceRefinement",
         c.supports_transparent_background AS "supportsTransparentBackground",
         c.supports_outpaint AS "supportsOutpaint", c.supports_pulid AS "supportsPulid",
         c.max_reference_images AS "maxReferenceImages", c.supports_seed_image AS "supportsSeedImage"
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
        supportsHiresFix: fact.supportsHiresFix,
        supportsFaceRefinement: fact.supportsFaceRefinement,
        supportsTransparentBackground: fact.supportsTransparentBackground,
        supportsOutpaint: fact.supportsOutpaint,
        supportsPulid: fact.supportsPulid,
        maxReferenceImages: fact.maxReferenceImages,
        supportsSeedImage: fact.supportsSeedImage,
      });
    }
  });

  it('seeds add-on weight ranges the provider accepts for every list', async () => {
    const { ARCHITECTURE_CAPABILITY_FACTS } = (await import(FACTS_MODULE)) as {
      ARCHITECTURE_CAPABILITY_FACTS: ProviderFacts[];
    };
    const facts = new Map(ARCHITECTURE_CAPABILITY_FACTS.map((fact) => [fact.code, fact]));
    const rows: Record<string, string>[] = await app.app
      .get(DataSource)
      .query(
        `SELECT a.code, c.* FROM architectures a JOIN architecture_capabilities c ON c.architecture_id = a.id WHERE a.code IS NOT NULL`,
      );
    const outside = rows.flatMap((row) => {
      const fact = facts.get(row.code);
      if (!fact) return [];
      return WEIGHT_COLUMNS.filter(([list, low, high]) => {
        const provider = fact.adapterWeights[list];
        return Number(row[low]) < provider.min || Number(row[high]) > provider.max;
      }).map(([list]) => `${row.code} ${list}`);
    });
    expect(rows.filter((row) => facts.has(row.code)).length).toBeGreaterThanOrEqual(10);
    expect(outside).toEqual([]);
  });
});
