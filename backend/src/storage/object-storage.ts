import { type Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ObjectPage {
  objects: StoredObject[];
  /** Pass back to list the next page; undefined when this was the last page. */
  nextToken?: string;
}

/**
 * What the product needs from object storage. Two drivers implement it: local disk (the embedded
 * default) and S3 (MinIO, AWS S3, R2).
 */
export abstract class ObjectStorage {
  abstract readonly driverName: 'local' | 's3';
  abstract put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  abstract get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  abstract delete(key: string): Promise<void>;
  abstract list(prefix: string, pageSize: number, token?: string): Promise<ObjectPage>;
  /** A URL a browser can fetch the object from until it expires; the bucket itself stays private. */
  abstract signedUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Throws when the storage cannot be used (readiness check). */
  abstract check(): Promise<void>;
}

/** Keys are validated everywhere so no caller can escape its prefix. */
export function assertSafeKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.includes('..') || key.includes('//')) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
