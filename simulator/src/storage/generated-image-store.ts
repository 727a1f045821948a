import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
const SWEEP_INTERVAL_MS = 30_000;

/**
 * Keeps the images the simulator made or received (rendered, uploaded, upscaled, …), one file per
 * imageUUID. An image with a `ttl` disappears once it expires, as it does at the provider; others
 * stay until the data folder goes.
 */
export class GeneratedImageStore {
  private readonly expiries = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly directory: string) {
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  async save(fileName: string, bytes: Buffer, ttlSeconds?: number): Promise<void> {
    await writeFile(path.join(this.directory, fileName), bytes);
    if (ttlSeconds !== undefined) this.expiries.set(fileName, Date.now() + ttlSeconds * 1000);
  }

  /** The file's path, or undefined when the name is malformed, unknown or expired. */
  locate(fileName: string): string | undefined {
    if (!FILE_NAME.test(fileName)) return undefined;
    const expiry = this.expiries.get(fileName);
    if (expiry !== undefined && expiry <= Date.now()) return undefined;
    const file = path.join(this.directory, fileName);
    return existsSync(file) ? file : undefined;
  }

  /** The file's bytes, or undefined when it is unknown or expired (or swept meanwhile). */
  async read(fileName: string): Promise<Buffer | undefined> {
    const file = this.locate(fileName);
    if (!file) return undefined;
    try {
      return await readFile(file);
    } catch {
      return undefined;
    }
  }

  stop(): void {
    clearInterval(this.sweeper);
  }

  private async sweep(): Promise<void> {
    const now = Date.now();
    for (const [fileName, expiry] of this.expiries) {
      if (expiry > now) continue;
      this.expiries.delete(fileName);
      await rm(path.join(this.directory, fileName), { force: true });
    }
  }
}
