import sharp from 'sharp';
import request from 'supertest';
import { apiClient, type ApiClient, signInAdministrator } from './support/api-client.js';
import { createIsolatedDatabase, type IsolatedDatabase } from './support/isolated-database.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const UPDATE = `mutation($input: PlatformSettingsInput!) {
  adminUpdatePlatformSettings(input: $input) { maintenanceMode }
}`;

describe('share links in maintenance mode (own database: the switch is installation-wide)', () => {
  let database: IsolatedDatabase;
  let app: TestApp;
  let api: ApiClient;

  beforeAll(async () => {
    database = await createIsolatedDatabase();
    app = await startTestApp({ DATABASE_URL: database.url });
    api = apiClient(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('keeps serving shared pages, their content, their images, reports and saved copies', async () => {
    const { token } = await api.register();
    const png = await sharp({
      create: { width: 32, height: 32, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png()
      .toBuffer();
    const saved = await api
      .post(
        '/api/save-image',
        {
          imageData: `data:image/png;base64,${png.toString('base64')}`,
          prompt: 'a quiet harbour',
          model_id: 'rundiffusion:130@100',
        },
        token,
      )
      .expect(201);
    const link = (
      await api
        .post('/api/shares', { creationId: saved.body.id, allowDownload: true }, token)
        .expect(201)
    ).body;

    const admin = await signInAdministrator(app, api);
    const on = await api.graphql(UPDATE, { input: { maintenanceMode: true } }, admin.token);
    expect(on.data).toEqual({ adminUpdatePlatformSettings: { maintenanceMode: true } });

    const server = app.app.getHttpServer();
    const page = await request(server).get(`/s/${link.slug}`).expect(200);
    expect(page.text).toContain('<img src="/s/');
    const content = await request(server).get(`/api/shares/${link.slug}/content`).expect(200);
    await request(server).get(content.body.items[0].displayUrl).expect(200);
    // What viewers do with a page goes on too: reporting it, saving a copy.
    await request(server)
      .post(`/api/shares/${link.slug}/reports`)
      .send({ reason: 'spam' })
      .expect(201);
    const viewer = await api.register();
    await api
      .post(`/api/shares/${link.slug}/images/${saved.body.id}/save`, {}, viewer.token)
      .expect(201);
  });
});
