import { Module } from '@nestjs/common';
import { ProviderAccountIncidents } from './provider-account-incidents.js';
import { RunwareAdapter } from './runware.adapter.js';

@Module({
  providers: [RunwareAdapter, ProviderAccountIncidents],
  exports: [RunwareAdapter, ProviderAccountIncidents],
})
export class ProviderModule {}
