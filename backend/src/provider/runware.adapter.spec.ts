import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { type AppConfig } from '../config/app-config.js';
import { RunwareAdapter } from './runware.adapter.js';

/** A provider that answers every POST with the given status and body. */
async function providerAnswering(
  status: number,
  body: unknown,
): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1`, server };
}

const config = (url: string) =>
  ({
    RUNWARE_API_URL: url,
    RUNWARE_API_KEY: 'key',
    RUNWARE_TIMEOUT_MS: 2000,
    RUNWARE_MAX_RETRIES: 0,
    RUNWARE_RETRY_BASE_MS: 10,
    RUNWARE_RECOVERY_MS: 0,
  }) as AppConfig;

const request = (taskUUID: string) => ({
  taskUUID,
  model: 'runware:100@1',
  positivePrompt: 'a lighthouse',
  width: 512,
  height: 512,
  format: 'png' as const,
  numberResults: 2,
});

describe('RunwareAdapter answers', () => {
  it('keeps the images of a partial answer (some images and an error): they were made and billed', async () => {
    const taskUUID = '7d3c5c3e-6c1a-4f0e-9f38-0c2b9a1d8e11';
    const { url, server } = await providerAnswering(200, {
      data: [
        {
          taskType: 'imageInference',
          taskUUID,
          imageUUID: 'a',
          imageURL: 'https://im.runware.ai/a.png',
          cost: 0.002,
        },
      ],
      errors: [{ code: 'timeoutProvider', message: 'One image did not finish', taskUUID }],
    });
    try {
      const images = await new RunwareAdapter(config(url)).generateImages(request(taskUUID));
      expect(images).toEqual([
        expect.objectContaining({ imageURL: 'https://im.runware.ai/a.png', cost: 0.002 }),
      ]);
    } finally {
      server.close();
    }
  });

  it('still refuses an answer that holds only errors, with the provider code', async () => {
    const taskUUID = '1b2c3d4e-6c1a-4f0e-9f38-0c2b9a1d8e11';
    const { url, server } = await providerAnswering(400, {
      errors: [{ code: 'invalidWidth', message: 'bad width', parameter: 'width', taskUUID }],
    });
    try {
      await expect(
        new RunwareAdapter(config(url)).generateImages(request(taskUUID)),
      ).rejects.toMatchObject({
        code: 'invalidWidth',
        status: 400,
      });
    } finally {
      server.close();
    }
  });

  it.each([
    ['an array, as the API sends', (item: object) => [item]],
    ['an object, as one doc example shows', (item: object) => item],
  ])('reads an imageUpload answer whose data is %s', async (_shape, wrap) => {
    const item = {
      taskType: 'imageUpload',
      imageUUID: '0f1e2d3c-6c1a-4f0e-9f38-0c2b9a1d8e11',
      imageURL: 'https://im.runware.ai/image/0f1e.png',
    };
    const { url, server } = await providerAnswering(200, { data: wrap(item) });
    try {
      await expect(
        new RunwareAdapter(config(url)).uploadImage('data:image/png;base64,AAAA'),
      ).resolves.toEqual({ imageUUID: item.imageUUID, imageURL: item.imageURL });
    } finally {
      server.close();
    }
  });
});

describe('RunwareAdapter refusals', () => {
  const taskUUID = '2c3d4e5f-6c1a-4f0e-9f38-0c2b9a1d8e11';
  const invalidKey = { errors: [{ code: 'invalidApiKey', message: 'Invalid API key', taskUUID }] };

  it("turns a refusal of the studio's own key into providerAccountUnavailable, nothing charged", async () => {
    const { url, server } = await providerAnswering(401, invalidKey);
    try {
      await expect(
        new RunwareAdapter(config(url)).generateImages(request(taskUUID)),
      ).rejects.toMatchObject({
        code: 'providerAccountUnavailable',
        status: 503,
        message: 'The image service is temporarily unavailable; nothing was charged',
        providerCode: 'invalidApiKey',
      });
    } finally {
      server.close();
    }
  });

  it("leaves a refusal of the user's own key to the user, with the provider's code", async () => {
    const { url, server } = await providerAnswering(401, invalidKey);
    try {
      await expect(
        new RunwareAdapter(config(url)).generateImages(request(taskUUID), { apiKey: 'theirs' }),
      ).rejects.toMatchObject({ code: 'invalidApiKey', status: 401 });
    } finally {
      server.close();
    }
  });

  it('reads the account balance from accountManagement getDetails', async () => {
    const { url, server } = await providerAnswering(200, {
      data: [
        {
          taskType: 'accountManagement',
          operation: 'getDetails',
          balance: { amount: 12.5, currency: 'USD' },
        },
      ],
    });
    try {
      await expect(new RunwareAdapter(config(url)).accountBalance()).resolves.toEqual({
        amount: 12.5,
        currency: 'USD',
      });
    } finally {
      server.close();
    }
  });
});
