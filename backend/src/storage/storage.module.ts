import path from 'node:path';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3.storage.js';

export function createObjectStorage(config: AppConfig): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return new S3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return new LocalDiskStorage(path.resolve(config.STORAGE_LOCAL_DIR));
}

@Global()
@Module({
  providers: [{ provide: ObjectStorage, inject: [AppConfig], useFactory: createObjectStorage }],
  exports: [ObjectStorage],
})
export class StorageModule {}
