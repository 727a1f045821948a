import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { type Queue } from 'bullmq';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { QueueName } from '../jobs/queue-name.js';

/** The queue states whose job counts are exported, read from Redis at every scrape. */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** A scrape never waits longer than this for Redis; a queue that does not answer is left out. */
const QUEUE_COUNT_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * The process's Prometheus registry (one per application, so tests can run several apps in one
 * process): default process metrics, HTTP request durations and BullMQ queue depths.
 */
@Injectable()
export class MetricsService implements OnModuleInit, OnModuleDestroy {
  readonly registry = new Registry();

  /** Labelled by the matched route pattern (never the raw URL), method and status code. */
  readonly httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds, by method, matched route and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120],
    registers: [this.registry],
  });

  private queues: { name: string; queue: Queue }[] = [];

  constructor(private readonly moduleRef: ModuleRef) {
    collectDefaultMetrics({ register: this.registry });
    const queueCounts = () => this.queueCounts();
    new Gauge({
      name: 'studio_queue_jobs',
      help: 'Jobs in each BullMQ queue by state (waiting, active, delayed, failed), read at scrape time',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const samples = await queueCounts();
        this.reset();
        for (const { queue, state, jobs } of samples) this.set({ queue, state }, jobs);
      },
    });
  }

  /** A counter in this application's registry, with these labels (none when not given). */
  counter<Label extends string = string>(
    name: string,
    help: string,
    labelNames: readonly Label[] = [],
  ): Counter<Label> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /** Job counts of every queue; a queue whose Redis does not answer in time is left out. */
  private async queueCounts() {
    const counts = await Promise.all(
      this.queues.map(({ queue }) =>
        withTimeout(queue.getJobCounts(...QUEUE_STATES), QUEUE_COUNT_TIMEOUT_MS).catch(
          () => undefined,
        ),
      ),
    );
    return counts.flatMap((count, index) =>
      count
        ? QUEUE_STATES.map((state) => ({
            queue: this.queues[index].name,
            state,
            jobs: count[state] ?? 0,
          }))
        : [],
    );
  }

  onModuleInit() {
    this.queues = Object.values(QueueName).map((name) => ({
      name,
      queue: this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }),
    }));
  }

  onModuleDestroy() {
    this.registry.clear();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  scrape(): Promise<string> {
    return this.registry.metrics();
  }
}
