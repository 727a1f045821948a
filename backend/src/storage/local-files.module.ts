import { Module } from '@nestjs/common';
import { LocalFilesController } from './local-files.controller.js';

/** The signed files route: HTTP roles only (StorageModule, global, gives it the storage). */
@Module({ controllers: [LocalFilesController] })
export class LocalFilesModule {}
