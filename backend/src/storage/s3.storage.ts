import { type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type ObjectPage, ObjectStorage } from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Endpoint for URLs handed to browsers, when they reach storage by another address. */
  publicEndpoint?: string;
}

/** Object storage on any S3-compatible service (AWS S3, MinIO, R2). The bucket stays private. */
export class S3Storage extends ObjectStorage {
  readonly driverName = 's3' as const;
  readonly client: S3Client;
  /** Signs URLs for browsers; presigning is local computation, this client never connects. */
  private readonly publicClient: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    super();
    this.client = this.clientFor(options.endpoint);
    this.publicClient = options.publicEndpoint
      ? this.clientFor(options.publicEndpoint)
      : this.client;
  }

  signedUrl(key: string, ttlSeconds: number): Promise<string> {
    assertSafeKey(key);
    return getSignedUrl(
      this.publicClient,
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      { expiresIn: ttlSeconds },
    );
  }

  private clientFor(endpoint: string | undefined): S3Client {
    return new S3Client({
      region: this.options.region,
      endpoint,
      forcePathStyle: this.options.forcePathStyle,
      credentials:
        this.options.accessKeyId && this.options.secretAccessKey
          ? { accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    assertSafeKey(key);
    // Upload streams in parts, so large bodies never sit whole in memory.
    await new Upload({
      client: this.client,
      params: { Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType },
    }).done();
  }

  async get(key: string) {
    assertSafeKey(key);
    try {
      const result = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return {
        body: result.Body as Readable,
        contentType: result.ContentType ?? 'application/octet-stream',
        size: result.ContentLength ?? 0,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
        return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  async list(prefix: string, pageSize: number, token?: string): Promise<ObjectPage> {
    const result = await this.client.send(
      new ListObjectsV2Command({
        Bucket: this.options.bucket,
        Prefix: prefix,
        MaxKeys: pageSize,
        ContinuationToken: token,
      }),
    );
    return {
      objects: (result.Contents ?? []).map((object) => ({
        key: object.Key ?? '',
        size: object.Size ?? 0,
        lastModified: object.LastModified ?? new Date(0),
      })),
      nextToken: result.IsTruncated ? result.NextContinuationToken : undefined,
    };
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
  }
}
