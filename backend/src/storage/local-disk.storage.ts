import { createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  type ObjectPage,
  ObjectStorage,
  type StoredObject,
} from './object-storage.js';
import { type SignedFileUrls } from './signed-file-urls.js';

const CONTENT_TYPE_SUFFIX = '.content-type';

/**
 * Object storage in a directory: the default for a single machine without S3. Listing walks the
 * tree, which suits a single machine; large installations use the S3 driver.
 */
export class LocalDiskStorage extends ObjectStorage {
  readonly driverName = 'local' as const;

  constructor(
    private readonly root: string,
    private readonly urls: SignedFileUrls,
  ) {
    super();
  }

  signedUrl(key: string, ttlSeconds: number): Promise<string> {
    return Promise.resolve(this.urls.create(key, ttlSeconds));
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${Date.now()}.partial`;
    if (Buffer.isBuffer(body)) await writeFile(temporary, body);
    else await pipeline(body, createWriteStream(temporary));
    await writeFile(`${file}${CONTENT_TYPE_SUFFIX}`, contentType);
    // Rename is atomic: readers never see half-written objects.
    await rename(temporary, file);
  }

  async get(key: string) {
    const file = this.pathOf(key);
    try {
      const info = await stat(file);
      const contentType = await readFile(`${file}${CONTENT_TYPE_SUFFIX}`, 'utf8').catch(
        () => 'application/octet-stream',
      );
      return { body: createReadStream(file), contentType, size: info.size };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key);
    await rm(file, { force: true });
    await rm(`${file}${CONTENT_TYPE_SUFFIX}`, { force: true });
  }

  async list(prefix: string, pageSize: number, token?: string): Promise<ObjectPage> {
    const all = await this.walk(this.root);
    const keys = all
      .map((file) => path.relative(this.root, file).split(path.sep).join('/'))
      .filter(
        (key) =>
          key.startsWith(prefix) && !key.endsWith(CONTENT_TYPE_SUFFIX) && !key.endsWith('.partial'),
      )
      .sort();
    const start = token ? keys.findIndex((key) => key > token) : 0;
    const pageKeys = start < 0 ? [] : keys.slice(start, start + pageSize);
    const objects: StoredObject[] = await Promise.all(
      pageKeys.map(async (key) => {
        const info = await stat(this.pathOf(key));
        return { key, size: info.size, lastModified: info.mtime };
      }),
    );
    const last = pageKeys.at(-1);
    const hasMore = start >= 0 && start + pageSize < keys.length;
    return { objects, nextToken: hasMore ? last : undefined };
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  private async walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const nested = await Promise.all(
      entries.map((entry) => {
        const full = path.join(dir, entry.name);
        return entry.isDirectory() ? this.walk(full) : Promise.resolve([full]);
      }),
    );
    return nested.flat();
  }
}
