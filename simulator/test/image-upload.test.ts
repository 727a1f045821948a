import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { download, post, refusal } from './support/simulator-client.js';
import { simulatorForSuite } from './support/suite-simulator.js';
import { dataUri, meanDifference, pixelsOf, testCard, upload } from './support/test-images.js';

function uploadTask(image: unknown, overrides: Record<string, unknown> = {}) {
  return { taskType: 'imageUpload', taskUUID: randomUUID(), image, ...overrides };
}

describe('imageUpload', () => {
  const suite = simulatorForSuite();

  it('answers imageUUID and imageURL, and serves the image there', async () => {
    const card = await testCard(300, 200);
    const task = uploadTask(dataUri(card));
    const answer = await post(suite.simulator, [task]);
    expect(answer.status).toBe(200);
    const item = answer.body.data?.[0] as Record<string, unknown>;
    expect(answer.body).toEqual({
      data: [
        {
          taskType: 'imageUpload',
          taskUUID: task.taskUUID,
          imageUUID: expect.stringMatching(/^[0-9a-f-]{36}$/),
          imageURL: `${suite.simulator.url}/images/${item.imageUUID as string}.png`,
        },
      ],
    });
    const file = await download(item.imageURL as string);
    expect(file.type).toBe('image/png');
    expect(file.bytes.equals(card)).toBe(true);
  });

  it('is free and takes nothing but the image: includeCost is an unknown parameter', async () => {
    const answer = await post(suite.simulator, [uploadTask(dataUri(await testCard(64, 64)))]);
    expect(answer.body.data?.[0]).not.toHaveProperty('cost');
    const error = await refusal(
      suite.simulator,
      uploadTask(dataUri(await testCard(64, 64)), { includeCost: true }),
    );
    expect(error).toEqual(
      expect.objectContaining({ code: 'unknownParameter', parameter: 'includeCost' }),
    );
  });

  it('keeps JPG and WEBP as they are, under their own extension', async () => {
    const card = await testCard(120, 80);
    const jpeg = await sharp(card).jpeg({ quality: 80 }).toBuffer();
    const webp = await sharp(card).webp().toBuffer();
    const jpegItem = await upload(suite.simulator, jpeg.toString('base64'));
    const webpItem = await upload(suite.simulator, dataUri(webp, 'image/webp'));
    expect(jpegItem.imageURL).toMatch(/\.jpg$/);
    expect(webpItem.imageURL).toMatch(/\.webp$/);
    expect((await download(jpegItem.imageURL as string)).bytes.equals(jpeg)).toBe(true);
    expect((await download(webpItem.imageURL as string)).bytes.equals(webp)).toBe(true);
  });

  it('shrinks an image to 2048 px on its longer side, keeping the ratio and the picture', async () => {
    const card = await testCard(3000, 1500);
    const item = await upload(suite.simulator, dataUri(card));
    const stored = await pixelsOf((await download(item.imageURL as string)).bytes);
    expect([stored.width, stored.height]).toEqual([2048, 1024]);
    const expected = await pixelsOf(await sharp(card).resize(2048, 1024).png().toBuffer());
    expect(meanDifference(stored, expected)).toBeLessThan(2);
  });

  it('stores the same image as the same bytes every time', async () => {
    const card = await testCard(2400, 1000);
    const [first, second] = await Promise.all([
      upload(suite.simulator, dataUri(card)),
      upload(suite.simulator, dataUri(card)),
    ]);
    expect(first?.imageUUID).not.toBe(second?.imageUUID);
    const [a, b] = await Promise.all(
      [first, second].map((item) => download(item?.imageURL as string)),
    );
    expect(a?.bytes.equals(b?.bytes as Buffer)).toBe(true);
  });

  it('takes a GIF and keeps it as a PNG', async () => {
    const gif = await sharp(await testCard(40, 30))
      .gif()
      .toBuffer();
    const item = await upload(suite.simulator, dataUri(gif, 'image/gif'));
    expect(item.imageURL).toMatch(/\.png$/);
    const stored = await pixelsOf((await download(item.imageURL as string)).bytes);
    expect([stored.width, stored.height]).toEqual([40, 30]);
  });

  it('refuses a BMP, which the simulator cannot decode, with invalidImage', async () => {
    const bmp = Buffer.alloc(70);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(70, 2);
    bmp.writeUInt32LE(54, 10);
    bmp.writeUInt32LE(40, 14);
    bmp.writeInt32LE(2, 18);
    bmp.writeInt32LE(2, 22);
    bmp.writeUInt16LE(1, 26);
    bmp.writeUInt16LE(24, 28);
    const error = await refusal(suite.simulator, uploadTask(dataUri(bmp, 'image/bmp')));
    expect(error).toEqual(
      expect.objectContaining({
        code: 'invalidImage',
        parameter: 'image',
        taskType: 'imageUpload',
      }),
    );
    expect(error.message).toContain('BMP images are not accepted');
  });

  it('refuses a missing image, an unknown UUID and undecodable data', async () => {
    const missing = await refusal(suite.simulator, uploadTask(undefined));
    expect(missing).toEqual(expect.objectContaining({ code: 'missingImage', parameter: 'image' }));
    const unknown = await refusal(suite.simulator, uploadTask(randomUUID()));
    expect(unknown).toEqual(expect.objectContaining({ code: 'invalidImage', parameter: 'image' }));
    const garbage = await refusal(
      suite.simulator,
      uploadTask(dataUri(Buffer.from('no picture here'))),
    );
    expect(garbage.code).toBe('invalidImage');
  });

  it('answers synchronously only: the task takes no deliveryMethod', async () => {
    const error = await refusal(
      suite.simulator,
      uploadTask(dataUri(await testCard(32, 32)), { deliveryMethod: 'async' }),
    );
    expect(error).toEqual(
      expect.objectContaining({ code: 'unknownParameter', parameter: 'deliveryMethod' }),
    );
  });

  it('is dropped by a request that fails, so the same task may simply be sent again', async () => {
    const task = uploadTask(dataUri(await testCard(32, 32)));
    const failed = await post(suite.simulator, [task], { headers: { 'x-simulator-fail': '500' } });
    expect(failed.status).toBe(500);
    expect((await post(suite.simulator, [task])).status).toBe(200);
  });
});
