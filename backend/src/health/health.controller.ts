import { Controller, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type Response } from 'express';
import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../redis/redis.module.js';
import { AppConfig } from '../config/app-config.js';
import { ObjectStorage } from '../storage/object-storage.js';
import { ApiExcludeController } from '@nestjs/swagger';

type CheckResult = { status: 'up' } | { status: 'down'; error: string };

async function check(probe: () => Promise<unknown>, timeoutMs: number): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness says the process runs; readiness says it can serve (PostgreSQL, Redis, storage). */
// Probes, outside /api: not part of the REST description.
@ApiExcludeController()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly storage: ObjectStorage,
    private readonly config: AppConfig,
  ) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready(@Res({ passthrough: true }) response: Response) {
    const within = this.config.HEALTH_CHECK_TIMEOUT_MS;
    const [database, redis, storage] = await Promise.all([
      check(() => this.dataSource.query('SELECT 1'), within),
      check(() => this.pingRedis(), within),
      check(() => this.storage.check(), within),
    ]);
    const ready = [database, redis, storage].every((result) => result.status === 'up');
    response.status(ready ? 200 : 503);
    return { status: ready ? 'ok' : 'unavailable', checks: { database, redis, storage } };
  }

  /** Down at once while the shared client is reconnecting; else Redis must answer a PING. */
  private async pingRedis(): Promise<void> {
    if (this.redis.status !== 'ready') throw new Error(`not connected (${this.redis.status})`);
    await this.redis.ping();
  }
}
