import { once } from 'node:events';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { type Logger } from '@nestjs/common';
import { ZipArchive } from 'archiver';
import { type ObjectStorage } from '../storage/object-storage.js';
import { type Creation } from './entities/creation.entity.js';

/** Longest prompt part of an entry name, before the id. */
const SLUG_MAX_LENGTH = 60;

/** `a-red-fox-<id>.png`: the prompt's words (ASCII, lower case), then the id, which keeps it unique. */
export function archiveEntryName(creation: Pick<Creation, 'id' | 'prompt' | 'imageKey'>): string {
  const slug = creation.prompt
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return `${slug || 'image'}-${creation.id}${path.extname(creation.imageKey)}`;
}

/**
 * A ZIP of the creations' images, read from storage one at a time as the reader takes the bytes:
 * one storage stream is open at once and memory holds a few chunks, however many images. Entries
 * are stored, not deflated: PNG, JPEG and WebP are compressed already. An image missing from
 * storage is left out and named in `missing-images.txt`. A storage failure midway can no longer be
 * answered as an error (the status is sent), so it ends the stream early: the client sees a
 * broken download, never a valid ZIP missing files. The reader going away (client disconnected)
 * stops the reading.
 */
export function creationsArchive(
  creations: Creation[],
  storage: ObjectStorage,
  logger: Logger,
): Readable {
  const zip = new ZipArchive({ store: true });
  const closed = new AbortController();
  zip.once('close', () => closed.abort());

  const fill = async () => {
    const missing: string[] = [];
    for (const creation of creations) {
      if (closed.signal.aborted) return;
      const name = archiveEntryName(creation);
      const object = await storage.get(creation.imageKey);
      if (!object) {
        logger.warn(`Image ${creation.imageKey} is missing from storage; left out of a ZIP`);
        missing.push(name);
        continue;
      }
      if (closed.signal.aborted) {
        object.body.destroy();
        return;
      }
      // Archiver is handed a stream of ours: a storage stream's error would reach it as an event
      // nothing listens to (a crash). Here it ends the ZIP instead.
      const entry = new PassThrough();
      let reading = true;
      object.body.on('error', (error) => {
        if (!reading) return;
        logger.error(`A ZIP of creations failed midway, at ${creation.imageKey}: ${String(error)}`);
        zip.destroy(error);
      });
      object.body.pipe(entry);
      const stopReading = () => {
        object.body.destroy();
        entry.destroy();
      };
      closed.signal.addEventListener('abort', stopReading, { once: true });
      try {
        const written = once(zip, 'entry', { signal: closed.signal });
        zip.append(entry, { name, date: creation.createdAt });
        await written;
      } finally {
        reading = false;
        closed.signal.removeEventListener('abort', stopReading);
      }
    }
    if (missing.length > 0) {
      const note = `These images could not be read from storage:\n${missing.join('\n')}\n`;
      zip.append(note, { name: 'missing-images.txt' });
    }
    await zip.finalize();
  };

  fill().catch((error: unknown) => {
    if (closed.signal.aborted || zip.destroyed) return;
    logger.error(`A ZIP of creations failed midway: ${String(error)}`);
    zip.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return zip;
}
