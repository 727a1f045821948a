import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { Readable } from 'node:stream';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ObjectStorage } from '../src/storage/object-storage.js';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { binaryBody } from './support/binary-body.js';
import { type TestApp } from './support/test-app.js';

const MODEL = 'rundiffusion:130@100';

/** Every file under a local storage root, as keys. */
function storedKeys(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.content-type'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * The entries of a ZIP, read as an unzip tool reads one: the end record, the central directory,
 * then each local header and its data, whose CRC-32 must match. Throws on anything malformed.
 */
function unzipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`bad central header ${index}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`bad local header of ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    entries.set(name, data);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

describe('bulk actions on saved images', () => {
  let app: TestApp;
  let api: ApiClient;
  let db: DataSource;

  beforeAll(async () => ({ app, api, db } = await startAppSession()));
  afterAll(() => app?.close());

  /** A PNG of its own colour, so every image's bytes differ. */
  const pngOf = (red: number) =>
    sharp({ create: { width: 24, height: 16, channels: 3, background: { r: red, g: 60, b: 90 } } })
      .png()
      .toBuffer();

  // Each save its own colour: the same bytes twice in one gallery are refused (ALREADY_SAVED),
  // which random colours made happen now and then.
  let colours = 0;
  const save = async (token: string, prompt: string, folder?: string) => {
    const bytes = await pngOf(colours++ % 256);
    const body = (
      await api
        .post(
          '/api/save-image',
          {
            imageData: `data:image/png;base64,${bytes.toString('base64')}`,
            prompt,
            model_id: MODEL,
            folder,
          },
          token,
        )
        .expect(201)
    ).body as { id: string; folder: string };
    return { ...body, bytes };
  };

  const folderIds = async (token: string) =>
    Object.fromEntries(
      (
        (await api.get('/api/folders/objects', token).expect(200)).body as {
          id: string;
          name: string;
        }[]
      ).map((folder) => [folder.name, folder.id]),
    );

  const foldersOf = async (ids: string[]) =>
    Object.fromEntries(
      (
        (await db.query(
          `SELECT creations.id, folders.name FROM creations JOIN folders ON folders.id = creations.folder_id
            WHERE creations.id = ANY($1::uuid[])`,
          [ids],
        )) as { id: string; name: string }[]
      ).map((row) => [row.id, row.name]),
    );

  const snapshot = async (userId: string) => ({
    creations: await db.query('SELECT * FROM creations WHERE user_id = $1 ORDER BY id', [userId]),
    files: storedKeys(app.config.STORAGE_LOCAL_DIR)
      .filter((key) => key.includes(userId))
      .sort(),
  });

  it('moves many images at once, on REST and GraphQL; no folder means Default', async () => {
    const { token } = await api.register();
    const saved = [await save(token, 'one'), await save(token, 'two'), await save(token, 'three')];
    const ids = saved.map((creation) => creation.id);
    await api.post('/api/folders', { name: 'Keepers' }, token).expect(201);
    const folders = await folderIds(token);

    const moved = await api
      .post(
        '/api/creations/move',
        { ids: [ids[0], ids[1], ids[0]], folderId: folders.Keepers },
        token,
      )
      .expect(200);
    expect(moved.body).toEqual({ moved: 2 });
    expect(await foldersOf(ids)).toEqual({
      [ids[0]]: 'Keepers',
      [ids[1]]: 'Keepers',
      [ids[2]]: 'Default',
    });

    const back = await api.graphql<{ moveCreations: number }>(
      'mutation($ids: [ID!]!, $folderId: ID) { moveCreations(ids: $ids, folderId: $folderId) }',
      { ids: [ids[0]], folderId: null },
      token,
    );
    expect(back.errors).toBeUndefined();
    expect(back.data?.moveCreations).toBe(1);
    const all = await api.graphql<{ moveCreations: number }>(
      'mutation($ids: [ID!]!, $folderId: ID) { moveCreations(ids: $ids, folderId: $folderId) }',
      { ids, folderId: folders.Keepers },
      token,
    );
    expect(all.data?.moveCreations).toBe(3);
    await api.post('/api/creations/move', { ids: [ids[2]] }, token).expect(200);
    expect(await foldersOf(ids)).toEqual({
      [ids[0]]: 'Keepers',
      [ids[1]]: 'Keepers',
      [ids[2]]: 'Default',
    });
    const listed = (await api.get('/api/folders/Keepers/creations', token).expect(200)).body;
    expect(listed.map((creation: { id: string }) => creation.id)).toEqual([ids[1], ids[0]]);
  });

  it("refuses a bulk move or delete holding one id that is not the caller's, changing nothing", async () => {
    const owner = await api.register();
    const intruder = await api.register();
    const mine = [await save(intruder.token, 'mine 1'), await save(intruder.token, 'mine 2')];
    const theirs = await save(owner.token, 'theirs', 'Private');
    await api.post('/api/folders', { name: 'Mine' }, intruder.token).expect(201);
    const myFolders = await folderIds(intruder.token);
    const ownerFolders = await folderIds(owner.token);
    const before = {
      owner: await snapshot(owner.user.id),
      intruder: await snapshot(intruder.user.id),
    };
    const token = intruder.token;
    const ids = [mine[0].id, theirs.id, mine[1].id];

    const move = await api
      .post('/api/creations/move', { ids, folderId: myFolders.Mine }, token)
      .expect(404);
    expect(move.body).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(move.body.message).toContain(theirs.id);
    expect(move.body.message).not.toContain(mine[0].id);
    const notUuid = await api
      .post('/api/creations/move', { ids: [mine[0].id, 'not-a-uuid'] }, token)
      .expect(404);
    expect(notUuid.body.message).toContain('not-a-uuid');
    // The owner's folder is as unknown to the intruder as the owner's image.
    const intoTheirs = await api
      .post('/api/creations/move', { ids: [mine[0].id], folderId: ownerFolders.Private }, token)
      .expect(404);
    expect(intoTheirs.body.message).toBe('Folder not found');
    const deleted = await api.post('/api/creations/delete', { ids }, token).expect(404);
    expect(deleted.body.message).toContain(theirs.id);
    await api.post('/api/creations/delete', { ids: [randomUUID()] }, token).expect(404);

    const graphqlCalls: [string, Record<string, unknown>][] = [
      ['mutation($ids: [ID!]!) { moveCreations(ids: $ids) }', { ids }],
      [
        'mutation($ids: [ID!]!, $f: ID) { moveCreations(ids: $ids, folderId: $f) }',
        { ids: [mine[0].id], f: ownerFolders.Private },
      ],
      ['mutation($ids: [ID!]!) { deleteCreations(ids: $ids) }', { ids }],
    ];
    for (const [query, variables] of graphqlCalls) {
      const answer = await api.graphql(query, variables, token);
      expect([query, answer.errors?.[0].extensions?.code]).toEqual([query, 'NOT_FOUND']);
    }
    expect({
      owner: await snapshot(owner.user.id),
      intruder: await snapshot(intruder.user.id),
    }).toEqual(before);
  });

  it('deletes many images with their files, on REST and GraphQL', async () => {
    const { token, user } = await api.register();
    const saved = await Promise.all(['a', 'b', 'c', 'd'].map((prompt) => save(token, prompt)));
    const ids = saved.map((creation) => creation.id);
    expect((await snapshot(user.id)).files).toHaveLength(8);

    const rest = await api
      .post('/api/creations/delete', { ids: [ids[0], ids[1], ids[1]] }, token)
      .expect(200);
    expect(rest.body).toEqual({ deleted: 2 });
    const graphql = await api.graphql<{ deleteCreations: number }>(
      'mutation($ids: [ID!]!) { deleteCreations(ids: $ids) }',
      { ids: [ids[2]] },
      token,
    );
    expect(graphql.data?.deleteCreations).toBe(1);

    const left = await snapshot(user.id);
    expect(left.creations.map((row: { id: string }) => row.id)).toEqual([ids[3]]);
    expect(left.files).toEqual(
      [
        `users/${user.id}/creations/${ids[3]}.png`,
        `users/${user.id}/thumbnails/${ids[3]}.webp`,
      ].sort(),
    );
    // Already gone: the whole call is refused.
    await api.post('/api/creations/delete', { ids: [ids[3], ids[0]] }, token).expect(404);
    expect((await snapshot(user.id)).creations).toHaveLength(1);
  });

  it('takes 1 to 100 ids per call, as a list', async () => {
    const { token } = await api.register();
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    const refusals: [string, unknown][] = [
      ['/api/creations/move', { ids: tooMany }],
      ['/api/creations/delete', { ids: tooMany }],
      ['/api/creations/download', { ids: tooMany }],
      ['/api/creations/move', { ids: [] }],
      ['/api/creations/delete', { ids: 'one-id' }],
      ['/api/creations/download', {}],
      ['/api/creations/move', { ids: [randomUUID()], folderId: 7 }],
    ];
    for (const [route, body] of refusals) {
      const answer = await api.post(route, body as object, token);
      expect([route, answer.status, answer.body.code, answer.body.field]).toEqual([
        route,
        400,
        'BAD_USER_INPUT',
        (body as { folderId?: unknown }).folderId === 7 ? 'folderId' : 'ids',
      ]);
    }
    const graphql = await api.graphql(
      'mutation($ids: [ID!]!) { deleteCreations(ids: $ids) }',
      { ids: tooMany },
      token,
    );
    expect(graphql.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'ids' });
    // 100 unknown ids pass the count and are then unknown.
    await api.post('/api/creations/delete', { ids: tooMany.slice(0, 100) }, token).expect(404);
  });

  it('downloads the asked images as one streamed ZIP, each with its own bytes', async () => {
    const { token } = await api.register();
    const fox = await save(token, 'A red fox, in the snow!');
    const whale = await save(token, 'Ünïcode whale');
    const other = await save(token, 'not asked for');
    const blank = await save(token, '   ');

    const response = await request(app.app.getHttpServer())
      .post('/api/creations/download')
      .set('Authorization', `Bearer ${token}`)
      .send({ ids: [whale.id, fox.id, blank.id, fox.id] })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="creations-${today}.zip"`,
    );

    const entries = unzipEntries(response.body as Buffer);
    expect([...entries.keys()]).toEqual([
      `unicode-whale-${whale.id}.png`,
      `a-red-fox-in-the-snow-${fox.id}.png`,
      `image-${blank.id}.png`,
    ]);
    expect(entries.get(`a-red-fox-in-the-snow-${fox.id}.png`)).toEqual(fox.bytes);
    expect(entries.get(`unicode-whale-${whale.id}.png`)).toEqual(whale.bytes);
    expect(entries.get(`image-${blank.id}.png`)).toEqual(blank.bytes);
    expect([...entries.keys()].some((name) => name.includes(other.id))).toBe(false);
  });

  it("refuses a ZIP holding another user's image with a JSON 404, before any ZIP byte", async () => {
    const owner = await api.register();
    const intruder = await api.register();
    const theirs = await save(owner.token, 'theirs');
    const mine = await save(intruder.token, 'mine');

    const response = await request(app.app.getHttpServer())
      .post('/api/creations/download')
      .set('Authorization', `Bearer ${intruder.token}`)
      .send({ ids: [mine.id, theirs.id] })
      .buffer(true)
      .parse(binaryBody)
      .expect(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    const body = JSON.parse((response.body as Buffer).toString('utf8'));
    expect(body).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(body.message).toContain(theirs.id);
    await api.post('/api/creations/download', { ids: [mine.id] }).expect(401);
  });

  it('names an image missing from storage in missing-images.txt instead of failing the ZIP', async () => {
    const { token, user } = await api.register();
    const kept = await save(token, 'kept');
    const lost = await save(token, 'lost');
    await app.app.get(ObjectStorage).delete(`users/${user.id}/creations/${lost.id}.png`);

    const response = await request(app.app.getHttpServer())
      .post('/api/creations/download')
      .set('Authorization', `Bearer ${token}`)
      .send({ ids: [lost.id, kept.id] })
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    const entries = unzipEntries(response.body as Buffer);
    expect([...entries.keys()]).toEqual([`kept-${kept.id}.png`, 'missing-images.txt']);
    expect(entries.get(`kept-${kept.id}.png`)).toEqual(kept.bytes);
    expect(entries.get('missing-images.txt')!.toString('utf8')).toContain(`lost-${lost.id}.png`);
  });

  it('breaks the download off when storage fails midway, rather than sending a ZIP short of images', async () => {
    const { token } = await api.register();
    const first = await save(token, 'first');
    const second = await save(token, 'second');
    const storage = app.app.get(ObjectStorage);
    const realGet = storage.get.bind(storage);
    const failing = jest.spyOn(storage, 'get').mockImplementation(async (key) => {
      if (!key.includes(second.id)) return realGet(key);
      const body = new Readable({
        read() {
          this.push(Buffer.alloc(1000, 7));
          this.destroy(new Error('connection reset by the bucket'));
        },
      });
      return { body, contentType: 'image/png', size: 5000 };
    });
    try {
      const outcome = await request(app.app.getHttpServer())
        .post('/api/creations/download')
        .set('Authorization', `Bearer ${token}`)
        .send({ ids: [first.id, second.id] })
        .buffer(true)
        .parse(binaryBody)
        .then(
          (response) => ({ status: response.status }),
          (error: Error) => ({ error: error.message }),
        );
      // The connection drops: no complete answer a client could take for the whole ZIP.
      expect(outcome).toEqual({
        error: expect.stringMatching(/aborted|socket hang up|ECONNRESET/),
      });
    } finally {
      failing.mockRestore();
    }
    expect(app.logs.join('')).toContain('A ZIP of creations failed midway');
  });
});
