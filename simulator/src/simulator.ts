import { createServer } from 'node:http';
import { buildModelCatalogue, type ModelCatalogue } from './catalogue/model-catalogue.js';
import {
  checkSimulatorOptions,
  DEFAULT_API_KEY,
  type SimulatorOptions,
} from './config/simulator-options.js';
import { PublicUrls } from './http/public-urls.js';
import { ControlEndpoint } from './http/control-endpoint.js';
import { listenForUrl } from './http/listen-for-url.js';
import { createRequestRouter } from './http/request-router.js';
import { TaskEndpoint } from './http/task-endpoint.js';
import { HeldTasks } from './protocol/held-tasks.js';
import { TaskActivity } from './protocol/task-activity.js';
import { TaskBatchProcessor } from './protocol/task-batch-processor.js';
import { TaskResults } from './protocol/task-results.js';
import { TaskRunner } from './protocol/task-runner.js';
import { TaskUuidRegistry } from './protocol/task-uuid-registry.js';
import { TestPlan } from './protocol/test-plan.js';
import { prepareDataDirectory, removeTemporaryDataDirectory } from './storage/data-directory.js';
import { GeneratedImageStore } from './storage/generated-image-store.js';
import { HeroImageStore } from './storage/hero-image-store.js';
import { ImageLibrary } from './storage/image-library.js';
import { InputImageResolver } from './images/input-image-resolver.js';
import { ProviderAccount } from './protocol/provider-account.js';
import { AccountManagementQuery } from './tasks/account-management/account-management-query.js';
import { GetResponseQuery } from './tasks/get-response/get-response-query.js';
import { GetTaskDetailsQuery } from './tasks/get-task-details/get-task-details-query.js';
import { ImageDelivery } from './tasks/image-output/image-delivery.js';
import { createTaskHandlers } from './tasks/task-handlers.js';

export type { SimulatorOptions } from './config/simulator-options.js';

export interface Simulator {
  /** Starts listening (port 0 picks a free one) and resolves with the base URL, e.g. http://127.0.0.1:3100. */
  listen(port?: number, host?: string): Promise<string>;
  /** Stops listening, drops open connections (hanging ones too) and removes a temporary data folder. */
  close(): Promise<void>;
  /** The base URL; the provider endpoint is `${url}/v1`. Only once listening. */
  readonly url: string;
  readonly catalogue: ModelCatalogue;
}

/** A Runware-compatible provider simulator, ready to listen. */
export function createSimulator(options: SimulatorOptions = {}): Simulator {
  checkSimulatorOptions(options);
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const logError = (message: string, error: unknown) =>
    log(`${message}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);

  let listeningUrl: string | undefined;
  const url = (): string => {
    if (!listeningUrl) throw new Error('The simulator is not listening yet');
    return listeningUrl;
  };
  const urls = new PublicUrls(() => options.publicUrl ?? url());
  const catalogue = buildModelCatalogue();
  const dataDirectory = prepareDataDirectory(options.dataDir);
  const images = new GeneratedImageStore(dataDirectory.images);
  const heroes = new HeroImageStore(dataDirectory.heroes, catalogue);
  const library = new ImageLibrary(images);
  const imageServices = {
    inputs: new InputImageResolver(library, urls),
    delivery: new ImageDelivery(library, urls),
  };
  const shutdown = new AbortController();
  // What the provider remembers of accepted tasks, and the test controls' view of it.
  const results = new TaskResults();
  const activity = new TaskActivity();
  const held = new HeldTasks(shutdown.signal);
  const plan = new TestPlan();
  const account = new ProviderAccount();
  const processor = new TaskBatchProcessor(
    createTaskHandlers(catalogue, urls, imageServices),
    [
      new GetResponseQuery(results, activity),
      new GetTaskDetailsQuery(results, activity),
      new AccountManagementQuery(account),
    ],
    new TaskUuidRegistry(),
    new TaskRunner(results, activity, held, logError, account),
  );
  const tasks = new TaskEndpoint(
    {
      apiKey: options.apiKey ?? DEFAULT_API_KEY,
      latencyMs: options.latencyMs ?? 0,
      failureRate: options.failureRate ?? 0,
      random: options.random ?? Math.random,
    },
    processor,
    { plan, activity, account },
    shutdown.signal,
  );
  const control = new ControlEndpoint({ plan, results, activity, held, account });
  const server = createServer(createRequestRouter({ tasks, control, images, heroes, logError }));
  let closing: Promise<void> | undefined;

  return {
    catalogue,
    get url() {
      return url();
    },
    async listen(port = 0, host = '127.0.0.1') {
      listeningUrl = await listenForUrl(server, port, host);
      return listeningUrl;
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        shutdown.abort();
        images.stop();
        server.close(() => {
          removeTemporaryDataDirectory(dataDirectory);
          resolve();
        });
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
