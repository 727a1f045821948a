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
/** Files stat'ed at once while building a page. */
const STAT_BATCH = 64;

/**
 * Object storage in a directory: the default for a single machine without S3. Listing walks the
 * tree in key order from the page token on, so paging through many objects stays cheap.
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

  /**
   * One page of keys after `token` (the last key of the previous page), in key order. The tree is
   * walked in that same order and only from the token on, so a page costs the directories on its
   * way rather than the whole tree, and nothing beyond one page is ever held.
   */
  async list(prefix: string, pageSize: number, token?: string): Promise<ObjectPage> {
    const keys: string[] = [];
    for await (const key of this.keysInOrder('', prefix, token)) {
      keys.push(key);
      if (keys.length > pageSize) break;
    }
    const more = keys.length > pageSize;
    const pageKeys = keys.slice(0, pageSize);
    const objects: StoredObject[] = [];
    for (let start = 0; start < pageKeys.length; start += STAT_BATCH) {
      const infos = await Promise.all(
        pageKeys.slice(start, start + STAT_BATCH).map((key) =>
          stat(this.pathOf(key)).then(
            (info) => ({ key, info }),
            () => null,
          ),
        ),
      );
      for (const found of infos) {
        // Gone since the directory was read: not listed.
        if (found)
          objects.push({ key: found.key, size: found.info.size, lastModified: found.info.mtime });
      }
    }
    return { objects, nextToken: more ? pageKeys.at(-1) : undefined };
  }

  async check(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  /**
   * Keys under `dirKey` ('' or 'a/b/') that start with `prefix` and sort after `after`, in string
   * order. A directory sorts as its name plus '/', which is where every key inside it falls among
   * its siblings ('a-c' < 'a/x' < 'a0'); subtrees wholly at or before `after` are never read.
   */
  private async *keysInOrder(
    dirKey: string,
    prefix: string,
    after: string | undefined,
  ): AsyncGenerator<string> {
    const dir = path.join(this.root, ...dirKey.split('/').filter(Boolean));
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    const sorted = entries
      .map((entry) => (entry.isDirectory() ? `${dirKey}${entry.name}/` : `${dirKey}${entry.name}`))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const key of sorted) {
      if (key.endsWith('/')) {
        if (!key.startsWith(prefix) && !prefix.startsWith(key)) continue;
        if (after !== undefined && key < after && !after.startsWith(key)) continue;
        yield* this.keysInOrder(key, prefix, after);
      } else if (
        key.startsWith(prefix) &&
        (after === undefined || key > after) &&
        !key.endsWith(CONTENT_TYPE_SUFFIX) &&
        !key.endsWith('.partial')
      ) {
        yield key;
      }
    }
  }
}
