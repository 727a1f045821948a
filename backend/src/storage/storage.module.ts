import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3.storage.js';
import { SignedFileUrls } from './signed-file-urls.js';

export function createObjectStorage(
  config: AppConfig,
  urls = new SignedFileUrls(config.JWT_SECRET),
): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    });
  }
  return new LocalDiskStorage(path.resolve(config.STORAGE_LOCAL_DIR), urls);
}

/** Object storage for every role; the files route that serves it is LocalFilesModule's. */
@Global()
@Module({
  providers: [
    {
      provide: SignedFileUrls,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new SignedFileUrls(config.JWT_SECRET),
    },
    // The files route checks signatures with the same instance the local driver signs with.
    {
      provide: ObjectStorage,
      inject: [AppConfig, SignedFileUrls],
      useFactory: createObjectStorage,
    },
  ],
  exports: [ObjectStorage, SignedFileUrls],
})
export class StorageModule {}
