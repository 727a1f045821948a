import { WorkerHost } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Logger, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService } from '@nestjs/core';

/**
 * The worker role: BullMQ processors live here, and only here. The api role does not import this
 * module, so scaling api replicas never adds consumers. Feature processors (model import, orphan
 * scan and delete) are added to `providers` as they are built.
 */
@Module({ imports: [DiscoveryModule], providers: [] })
export class WorkerModule implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Worker');

  constructor(private readonly discovery: DiscoveryService) {}

  /**
   * On shutdown, before any connection is released: stop taking jobs and let the running ones
   * finish (BullMQ's worker.close() waits for them; a job cut short by the forced exit is handed
   * back to the queue when its lock expires).
   */
  async beforeApplicationShutdown(): Promise<void> {
    const workers = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // never started
        }
      });
    if (workers.length === 0) return;
    this.logger.log(`Closing ${workers.length} queue worker(s); running jobs finish first`);
    await Promise.all(workers.map((worker) => worker.close()));
  }
}
