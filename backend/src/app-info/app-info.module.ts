import { Module } from '@nestjs/common';
import { AppInfoResolver } from './app-info.resolver.js';

@Module({ providers: [AppInfoResolver] })
export class AppInfoModule {}
