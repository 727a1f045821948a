import { Module } from '@nestjs/common';
import { RunwareAdapter } from './runware.adapter.js';

@Module({ providers: [RunwareAdapter], exports: [RunwareAdapter] })
export class ProviderModule {}
