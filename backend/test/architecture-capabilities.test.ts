import { signInAdministrator } from './support/api-client.js';
import { sessionForSuite, startAppWithSimulator } from './support/app-session.js';

const GENERATE = `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { creditsCharged } }`;
const UPDATE = `mutation($id: Int!, $changes: ArchitectureCapabilityChanges!) {
  adminUpdateArchitectureCapability(architectureId: $id, changes: $changes) { maxSteps supportsNegativePrompt }
}`;

describe('architecture capabilities are the one source of what a generation may ask', () => {
  let sdxl: number;
  const suite = sessionForSuite(() => startAppWithSimulator(), {
    prepare: async ({ db }) => {
      [{ id: sdxl }] = await db.query(`SELECT id FROM architectures WHERE code = 'sdxl'`);
    },
  });

  it('serves the limits, lets an administrator change them, and generations follow at once', async () => {
    const served = await suite.api.get(`/api/architecture-capabilities/${sdxl}`);
    expect(served.body).toMatchObject({
      supportsNegativePrompt: true,
      minSteps: 1,
      maxSteps: 100,
      minDimension: 128,
      maxDimension: 2048,
      dimensionMultiple: 64,
      minLoraWeight: 0,
      maxLoraWeight: 2,
      minControlNetWeight: 0,
      maxControlNetWeight: 1,
      minIpAdapterWeight: 0,
      maxIpAdapterWeight: 1,
    });
    const admin = (await signInAdministrator(suite.app, suite.api)).token;
    const { token } = await suite.api.register();
    const request = {
      prompt: 'a lighthouse on a cliff',
      model: 'civitai:101055@128078',
      width: 512,
      height: 512,
      steps: 60,
    };
    try {
      const changed = await suite.api.graphql<{
        adminUpdateArchitectureCapability: { maxSteps: number };
      }>(UPDATE, { id: sdxl, changes: { maxSteps: 50 } }, admin);
      expect(changed.data?.adminUpdateArchitectureCapability.maxSteps).toBe(50);
      const refused = await suite.api.graphql(GENERATE, { input: request }, token);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'steps must be between 1 and 50 for SDXL 1.0',
        extensions: { code: 'BAD_USER_INPUT', field: 'steps' },
      });
    } finally {
      await suite.api.patch(
        `/api/admin/architecture-capabilities/${sdxl}`,
        { maxSteps: 100 },
        admin,
      );
    }
    const allowed = await suite.api.graphql(GENERATE, { input: request }, token);
    expect(allowed.errors).toBeUndefined();
  });

  it('refuses an inverted range or a bad value with a clear error and changes nothing', async () => {
    const admin = (await signInAdministrator(suite.app, suite.api)).token;
    const inverted = await suite.api.patch(
      `/api/admin/architecture-capabilities/${sdxl}`,
      { minSteps: 80, maxSteps: 40 },
      admin,
    );
    expect(inverted.status).toBe(400);
    expect(inverted.body.message).toBe('minSteps must not be above maxSteps');
    const beyondProvider = await suite.api.patch(
      `/api/admin/architecture-capabilities/${sdxl}`,
      { maxControlNetWeight: 1.5 },
      admin,
    );
    expect(beyondProvider.status).toBe(400);
    expect(beyondProvider.body.message).toContain('maxControlNetWeight must be between 0 and 1');
    const bad = await suite.api.patch(
      `/api/admin/architecture-capabilities/${sdxl}`,
      { dimensionMultiple: 0 },
      admin,
    );
    expect(bad.status).toBe(400);
    const unknown = await suite.api.patch(
      '/api/admin/architecture-capabilities/999999',
      { maxSteps: 40 },
      admin,
    );
    expect(unknown.status).toBe(404);
    const after = await suite.api.get(`/api/architecture-capabilities/${sdxl}`);
    expect(after.body).toMatchObject({
      minSteps: 1,
      maxSteps: 100,
      dimensionMultiple: 64,
      maxControlNetWeight: 1,
    });
  });
});
