import { randomUUID } from 'node:crypto';
import { apiClient, type ApiClient, signInAdministrator } from './support/api-client.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import {
  providerSettings,
  type SimulatorProcess,
  startSimulatorProcess,
} from './support/simulator-process.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SDXL = 'civitai:101055@128078';
const GENERATE = `mutation($input: GenerateImagesInput!) { generateImages(input: $input) { generationId } }`;
const UPDATE = `mutation($input: PlatformSettingsInput!) {
  adminUpdatePlatformSettings(input: $input) { maintenanceMode registrationsOpen updatedAt }
}`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { token } }`;
const generation = {
  prompt: 'a quiet harbour at dawn',
  model: SDXL,
  width: 512,
  height: 512,
  format: 'jpeg',
  imageCount: 1,
  steps: 20,
};

describe('platform settings (own database: the switches are installation-wide)', () => {
  let database: IsolatedDatabase;
  let simulator: SimulatorProcess;
  let app: TestApp;
  let api: ApiClient;
  let adminToken: string;

  beforeAll(async () => {
    [database, simulator] = await Promise.all([createIsolatedDatabase(), startSimulatorProcess()]);
    app = await startTestApp({
      DATABASE_URL: database.url,
      ...providerSettings(simulator),
    });
    api = apiClient(app);
    adminToken = (await signInAdministrator(app, api)).token;
  });
  afterAll(async () => {
    await app?.close();
    await Promise.all([simulator?.stop(), database?.drop()]);
  });

  it('shows both switches to visitors, maintenance off and registrations open by default', async () => {
    const answer = await api.graphql('{ platformStatus { maintenanceMode registrationsOpen } }');
    expect(answer.data).toEqual({
      platformStatus: { maintenanceMode: false, registrationsOpen: true },
    });
    const rest = await api.get('/api/platform-status').expect(200);
    expect(rest.body).toEqual({ maintenanceMode: false, registrationsOpen: true });
  });

  it('shows administrators the tiers, prices, credits and constants beside the switches', async () => {
    const answer = await api.graphql<{ adminPlatformSettings: Record<string, unknown> }>(
      `{ adminPlatformSettings { maintenanceMode registrationsOpen newUserCredits creditsPerUsd
          orphanGracePeriodMinutes storagePriceUsdPerGbMonth
          tiers { accessLevelId name creditMultiplier priceUsd credits } } }`,
      {},
      adminToken,
    );
    expect(answer.errors).toBeUndefined();
    const settings = answer.data!.adminPlatformSettings;
    expect(settings).toMatchObject({ newUserCredits: 50, orphanGracePeriodMinutes: 60 });
    expect(settings.tiers).toEqual([
      { accessLevelId: 1, name: 'Free', creditMultiplier: 1, priceUsd: 0, credits: 50 },
      { accessLevelId: 2, name: 'Base', creditMultiplier: 0.9, priceUsd: 4.99, credits: 150 },
      { accessLevelId: 3, name: 'Standard', creditMultiplier: 0.8, priceUsd: 9.99, credits: 400 },
      { accessLevelId: 4, name: 'Premium', creditMultiplier: 0.6, priceUsd: 19.99, credits: 1000 },
      { accessLevelId: 5, name: 'Administrator', creditMultiplier: 0, priceUsd: 0, credits: null },
    ]);
    const rest = await api.get('/api/admin/settings', adminToken).expect(200);
    expect(Object.keys(rest.body).sort()).toEqual([
      'creditsPerUsd',
      'maintenanceMode',
      'newUserCredits',
      'orphanGracePeriodMinutes',
      'registrationsOpen',
      'storagePriceUsdPerGbMonth',
      'tiers',
      'updatedAt',
    ]);
    expect(Object.keys(rest.body.tiers[0]).sort()).toEqual([
      'accessLevelId',
      'creditMultiplier',
      'credits',
      'level',
      'name',
      'priceUsd',
    ]);
  });

  it('refuses new generations in maintenance mode with MAINTENANCE (503), and generates again once it is off', async () => {
    const { token } = await api.register();
    const on = await api.graphql(UPDATE, { input: { maintenanceMode: true } }, adminToken);
    expect(on.data).toMatchObject({
      adminUpdatePlatformSettings: { maintenanceMode: true, registrationsOpen: true },
    });

    const refused = await api.graphql(GENERATE, { input: generation }, token);
    expect(refused.errors?.[0]).toMatchObject({
      message:
        'The studio is in maintenance mode: new generations are paused. Please try again later.',
      extensions: { code: 'MAINTENANCE', status: 503 },
    });
    const task = {
      taskType: 'imageInference',
      taskUUID: randomUUID(),
      positivePrompt: 'a quiet harbour at dawn',
      width: 512,
      height: 512,
      model: SDXL,
      numberResults: 1,
    };
    const rest = await api.post('/api/generate', [task], token).expect(503);
    expect(rest.body).toMatchObject({ code: 'MAINTENANCE' });
    expect(
      (await api.graphql('{ platformStatus { maintenanceMode } }')).data?.platformStatus,
    ).toEqual({ maintenanceMode: true });

    await api.graphql(UPDATE, { input: { maintenanceMode: false } }, adminToken);
    const allowed = await api.graphql(GENERATE, { input: generation }, token);
    expect(allowed.errors).toBeUndefined();
  });

  it('refuses sign-up with REGISTRATIONS_CLOSED (403) while registrations are off; sign-in still works', async () => {
    const existing = await api.register({ password: 'secret-123' });
    const off = await api.patch('/api/admin/settings', { registrationsOpen: false }, adminToken);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ maintenanceMode: false, registrationsOpen: false });

    const input = {
      name: 'Late Comer',
      email: `late-${Date.now()}@example.com`,
      password: 'secret-123',
    };
    const refused = await api.graphql(REGISTER, { input });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'New registrations are closed at the moment.',
      extensions: { code: 'REGISTRATIONS_CLOSED', status: 403 },
    });
    const rest = await api.post('/api/auth/register', input).expect(403);
    expect(rest.body.code).toBe('REGISTRATIONS_CLOSED');
    await api
      .post('/api/auth/login', { email: existing.user.email, password: 'secret-123' })
      .expect(200);

    await api.graphql(UPDATE, { input: { registrationsOpen: true } }, adminToken);
    const accepted = await api.graphql(REGISTER, { input });
    expect(accepted.errors).toBeUndefined();
  });

  it('persists the switches in PostgreSQL for every process', async () => {
    await api.graphql(UPDATE, { input: { maintenanceMode: true } }, adminToken);
    const second = await startTestApp({ DATABASE_URL: database.url, APP_ROLE: 'api' });
    try {
      const answer = await apiClient(second).graphql('{ platformStatus { maintenanceMode } }');
      expect(answer.data).toEqual({ platformStatus: { maintenanceMode: true } });
    } finally {
      await second.close();
      await api.graphql(UPDATE, { input: { maintenanceMode: false } }, adminToken);
    }
  });
});
