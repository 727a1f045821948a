import { Global, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { LiveEvents } from './live-events.js';

/** The live event channel (Redis pub/sub), in every role: workers publish, API processes serve. */
@Global()
@Module({
  providers: [
    {
      provide: LiveEvents,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new LiveEvents(config),
    },
  ],
  exports: [LiveEvents],
})
export class LiveEventsModule implements OnApplicationShutdown {
  constructor(private readonly events: LiveEvents) {}

  onApplicationShutdown() {
    return this.events.close();
  }
}
