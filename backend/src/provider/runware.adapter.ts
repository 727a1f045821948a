import { Injectable, Logger, Optional } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import {
  type GeneratedImage,
  type GeneratedText,
  type ImageGenerationRequest,
  type ProviderCallOptions,
  type TaskOutput,
} from './generation-request.js';
import {
  ProviderAccountUnavailableError,
  ProviderError,
  ProviderInvalidResponseError,
  ProviderOutcomeUnknownError,
  ProviderUnavailableError,
} from './provider.errors.js';
import { ProviderAccountIncidents } from './provider-account-incidents.js';
import { classifyRefusal, isSafetyRefusal } from './runware-refusal.js';
import { HttpTimeoutError, postJson, type HttpAnswer } from './http-post.js';
import {
  type CaptionRequest,
  type EnhancePromptRequest,
  type ImageToolRequest,
  type ModelSearchQuery,
  toRunwareCaption,
  toRunwareImageInference,
  toRunwareModelSearch,
  toRunwarePromptEnhance,
  toRunwareRemoveBackground,
  toRunwareUpscale,
  type UpscaleRequest,
} from './runware-task.js';

interface RunwareErrorItem {
  code?: string;
  message?: string;
  parameter?: string;
  documentation?: string;
  taskUUID?: string;
}

export type { ModelSearchQuery } from './runware-task.js';

/**
 * One model of a search, in the 2025 shape (`type`, `tags`, defaults) or the 2026 one (no `type`;
 * `capabilities`, `source`, nullable `architecture` and `heroImage`): both are read.
 */
export interface ModelSearchResult {
  air: string;
  name: string;
  version?: string;
  category?: string;
  architecture?: string | null;
  type?: string;
  tags?: string[];
  capabilities?: string[];
  source?: string;
  shortDescription?: string;
  heroImage?: string | null;
  private?: boolean;
  defaultWidth?: number;
  defaultHeight?: number;
  defaultSteps?: number;
  defaultScheduler?: string;
  defaultCFG?: number;
  positiveTriggerWords?: string;
  negativeTriggerWords?: string;
  conditioning?: string;
}

export interface ModelSearchPage {
  results: ModelSearchResult[];
  totalResults: number;
}

/** Network errors raised before the request reached the provider: it cannot have the task. */
const NOT_DELIVERED = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** A failure that proves the provider did not accept the tasks: sending them again is safe. */
class NotAcceptedFailure extends Error {}

/**
 * A failure after which the provider may hold the task (a timeout, a reset, a 5xx, a conflicting
 * taskUUID): it may already be making, and billing, the images. Never resend it; recover it.
 */
class MaybeAcceptedFailure extends Error {}

/** An image the provider keeps for later tasks (imageUpload). */
export interface UploadedImage {
  imageUUID: string;
  imageURL?: string;
}

/**
 * What looking a task up by its taskUUID in Runware's task archive (`getTaskDetails`) found out.
 * Only `succeeded` and `failed` are final. Neither `not-found` nor `pending` proves the task was
 * never accepted: never resend it, and never refund it on their strength alone.
 */
export type TaskRecovery =
  /** The task ended with output (made and billed): settle on it. */
  | ({ kind: 'succeeded' } & TaskOutput)
  /** The task ended with an error: nothing was made; refund. */
  | { kind: 'failed'; error: ProviderError }
  /**
   * The archive has no record of the task: it may never have arrived, or it may still be running
   * (a task enters the archive when it ends). Ask again later; only once RUNWARE_TASK_LIFETIME_MS
   * has passed since it was sent does it prove the task was never accepted (reconciliation).
   */
  | { kind: 'not-found' }
  /** The provider could not be asked (unreachable, busy, or the account refused). Ask again later. */
  | { kind: 'pending' };

/** The balance of the studio's provider account (`accountManagement` `getDetails`). */
export interface ProviderBalance {
  amount: number;
  currency: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** Errors arrive as `errors: [...]`, a legacy `error: {...}`, or an item with `status: "error"`. */
function errorsOf(body: unknown): RunwareErrorItem[] {
  if (Array.isArray(body))
    return body.filter((item) => item?.status === 'error').map((item) => item.error ?? item);
  if (!body || typeof body !== 'object') return [];
  const record = body as { errors?: unknown; error?: unknown; data?: unknown };
  if (Array.isArray(record.errors)) return record.errors as RunwareErrorItem[];
  if (record.error && typeof record.error === 'object') return [record.error as RunwareErrorItem];
  return Array.isArray(record.data) ? errorsOf(record.data) : [];
}

/** The items of an answer: `data` is an array, though one documented example makes it an object. */
function dataOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data;
  return data && typeof data === 'object' ? [data as Record<string, unknown>] : [];
}

function providerError(item: RunwareErrorItem, status: number, fallback: string): ProviderError {
  return new ProviderError(item.code ?? `http${status}`, item.message ?? fallback, status, {
    parameter: item.parameter,
    documentation: item.documentation,
    taskUUID: item.taskUUID,
  });
}

/** A task's refusal as a ProviderError; a content refusal gets a message the user can act on. */
function refusalError(item: RunwareErrorItem, status: number, fallback = 'The task failed') {
  const error = providerError(item, status, fallback);
  if (!isSafetyRefusal(error.code)) return error;
  return new ProviderError(
    error.code,
    'The image provider refused this request under its content policy. Nothing was charged; try another prompt or image.',
    status,
    error.details,
  );
}

/** The images of one task in an answer (a sync result or an archived response), deduplicated. */
function imagesOf(body: unknown, taskUUID: string): GeneratedImage[] {
  const seen = new Set<string>();
  const images = dataOf(body)
    .filter((item) => !item.taskUUID || item.taskUUID === taskUUID)
    .map((item): GeneratedImage | null => {
      const url = (item.imageURL ?? item.outputURL) as string | undefined;
      if (typeof url !== 'string' || url.length === 0) return null;
      const details = item.taskDetails as { cost?: unknown } | undefined;
      return {
        imageURL: url,
        imageUUID: typeof item.imageUUID === 'string' ? item.imageUUID : undefined,
        seed: toNumber(item.seed),
        cost: toNumber(item.cost ?? details?.cost),
        nsfw: typeof item.NSFWContent === 'boolean' ? item.NSFWContent : undefined,
      };
    })
    // Polls return cumulative state: an image counts once.
    .filter((image): image is GeneratedImage => {
      if (!image) return false;
      const key = image.imageUUID ?? image.imageURL;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // A top-level cost (some answers put it there) is spread over the images when items lack one.
  const topLevelCost = toNumber((body as { cost?: unknown } | null)?.cost);
  if (topLevelCost !== undefined && images.every((image) => image.cost === undefined)) {
    for (const image of images) image.cost = topLevelCost / images.length;
  }
  return images;
}

/** The texts of one task in an answer (caption, promptEnhance), in order, each with its cost. */
function textsOf(body: unknown, taskUUID: string): GeneratedText[] {
  return dataOf(body)
    .filter((item) => !item.taskUUID || item.taskUUID === taskUUID)
    .filter((item) => typeof item.text === 'string' && item.text.length > 0)
    .map((item) => ({ text: item.text as string, cost: toNumber(item.cost) }));
}

/** Whatever one task answered: images for an image task, texts for a text tool. */
function outputOf(body: unknown, taskUUID: string): TaskOutput {
  return { images: imagesOf(body, taskUUID), texts: textsOf(body, taskUUID) };
}

const hasOutput = (output: TaskOutput) => output.images.length > 0 || output.texts.length > 0;

/**
 * The only code that knows Runware's wire format: builds tasks, posts them with the operator's (or
 * the user's) key, and turns answers into typed results or ProviderErrors that keep the provider's
 * code, message, parameter and documentation.
 *
 * Money-safe retries: the provider records a task on receipt, so a paid task is resent only after a
 * failure that proves it was not accepted (a refused connection, a 429, a rate limit). After any
 * other failure (a timeout, a reset, a 5xx, `conflictTaskUUID`) it is never resent: it is looked up
 * by taskUUID in Runware's task archive (`getTaskDetails`, the call Runware documents for past sync
 * tasks; `getResponse` serves async tasks only); when that does not tell within RUNWARE_RECOVERY_MS,
 * the outcome is unknown and reconciliation asks again later. A permanent refusal (content policy,
 * invalid parameters) fails at once; a refusal of the studio's own account (key, balance) becomes
 * ProviderAccountUnavailableError and an incident for the operator (see runware-refusal.ts).
 */
@Injectable()
export class RunwareAdapter {
  private readonly logger = new Logger('Runware');

  constructor(
    private readonly config: AppConfig,
    @Optional() private readonly incidents?: ProviderAccountIncidents,
  ) {}

  /**
   * The images of one generation. Throws ProviderError when the provider refused or failed it,
   * ProviderUnavailableError when it certainly never ran, ProviderOutcomeUnknownError when it may
   * have run and its outcome could not be learnt.
   */
  async generateImages(
    request: ImageGenerationRequest,
    options: ProviderCallOptions = {},
  ): Promise<GeneratedImage[]> {
    return this.imagesOfTask(toRunwareImageInference(request), request.taskUUID, options);
  }

  /** A larger copy of an image (`upscale`); paid and recorded on receipt, like a generation. */
  async upscale(
    request: UpscaleRequest,
    options: ProviderCallOptions = {},
  ): Promise<GeneratedImage[]> {
    return this.imagesOfTask(toRunwareUpscale(request), request.taskUUID, options);
  }

  /** The image with a transparent background (`removeBackground`), as a PNG. */
  removeBackground(
    request: ImageToolRequest,
    options: ProviderCallOptions = {},
  ): Promise<GeneratedImage[]> {
    return this.imagesOfTask(toRunwareRemoveBackground(request), request.taskUUID, options);
  }

  /** A description of an image in words (`caption`). */
  caption(request: CaptionRequest, options: ProviderCallOptions = {}): Promise<GeneratedText[]> {
    return this.textsOfTask(toRunwareCaption(request), request.taskUUID, options);
  }

  /** A prompt rewritten with more detail, one text per version asked for (`promptEnhance`). */
  enhancePrompt(
    request: EnhancePromptRequest,
    options: ProviderCallOptions = {},
  ): Promise<GeneratedText[]> {
    const model = request.model ?? this.config.RUNWARE_PROMPT_ENHANCE_MODEL;
    return this.textsOfTask(
      toRunwarePromptEnhance({ ...request, model }),
      request.taskUUID,
      options,
    );
  }

  /**
   * Hands the provider an image (a data URI or URL) to be referenced by its imageUUID in later
   * tasks. Free, so any transient failure is retried with a fresh task, like a model search.
   */
  async uploadImage(image: string, options: ProviderCallOptions = {}): Promise<UploadedImage> {
    return this.withFreshRetries(async () => {
      const taskUUID = crypto.randomUUID();
      const body = await this.postOnce([{ taskType: 'imageUpload', taskUUID, image }], options);
      const item = dataOf(body).find((entry) => !entry.taskUUID || entry.taskUUID === taskUUID);
      if (typeof item?.imageUUID !== 'string') throw new ProviderInvalidResponseError();
      return {
        imageUUID: item.imageUUID,
        imageURL: typeof item.imageURL === 'string' ? item.imageURL : undefined,
      };
    });
  }

  private async imagesOfTask(
    task: Record<string, unknown>,
    taskUUID: string,
    options: ProviderCallOptions,
  ): Promise<GeneratedImage[]> {
    const { images } = await this.runKeptTask(task, taskUUID, options);
    if (images.length === 0) throw new ProviderInvalidResponseError();
    return images;
  }

  private async textsOfTask(
    task: Record<string, unknown>,
    taskUUID: string,
    options: ProviderCallOptions,
  ): Promise<GeneratedText[]> {
    const { texts } = await this.runKeptTask(task, taskUUID, options);
    if (texts.length === 0) throw new ProviderInvalidResponseError();
    return texts;
  }

  /**
   * One paid task, which the provider records (and bills) on receipt: resent only after a failure
   * that proves it was not accepted; after any other failure it is looked up by taskUUID, never
   * resent, so a `conflictTaskUUID` can never loop and an accepted task is never paid twice.
   */
  private async runKeptTask(
    task: Record<string, unknown>,
    taskUUID: string,
    options: ProviderCallOptions,
  ): Promise<TaskOutput> {
    const attempts = this.config.RUNWARE_MAX_RETRIES + 1;
    let lastFailure = 'unknown error';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const output = outputOf(await this.postOnce([task], options), taskUUID);
        if (!hasOutput(output)) throw new ProviderInvalidResponseError();
        if (!options.apiKey) await this.incidents?.succeeded();
        return output;
      } catch (error) {
        if (error instanceof MaybeAcceptedFailure) {
          this.logger.warn(
            { taskUUID, reason: error.message },
            'provider may hold the task; looking it up by taskUUID',
          );
          const recovery = await this.recover(taskUUID, options, this.config.RUNWARE_RECOVERY_MS);
          if (recovery.kind === 'succeeded') return recovery;
          if (recovery.kind === 'failed') throw recovery.error;
          // Refunded unasked once its lifetime is over, at the next sweep at the latest.
          throw new ProviderOutcomeUnknownError(
            taskUUID,
            this.config.RUNWARE_TASK_LIFETIME_MS + this.config.GENERATION_SWEEP_INTERVAL_MS,
          );
        }
        if (!(error instanceof NotAcceptedFailure)) throw error;
        lastFailure = error.message;
        if (attempt < attempts) await this.backOff(attempt, lastFailure);
      }
    }
    throw new ProviderUnavailableError(
      `The image provider is unavailable (${lastFailure}). Please try again later.`,
    );
  }

  /**
   * Looks a paid task up by taskUUID in Runware's task archive (`getTaskDetails`: the original
   * request and response of a task that has ended), asking again while it is not found or the
   * provider cannot be asked, for up to `withinMs` (0: once): at 0.5 s, then ×1.5, at most every
   * 10 s, Runware's own polling cadence. Never sends the task. `succeeded` and `failed` are final;
   * `not-found` and `pending` are not proof that the task was never accepted (see TaskRecovery).
   */
  async recover(
    taskUUID: string,
    options: ProviderCallOptions,
    withinMs: number,
  ): Promise<TaskRecovery> {
    const deadline = Date.now() + withinMs;
    let delay = Math.min(500, Math.max(this.config.RUNWARE_RETRY_BASE_MS, 50));
    for (;;) {
      const found = await this.lookUpOnce(taskUUID, options);
      if (found.kind === 'succeeded' || found.kind === 'failed') return found;
      const wait = Math.min(delay, deadline - Date.now());
      if (wait <= 0) return found;
      await sleep(wait);
      delay = Math.min(delay * 1.5, 10_000);
    }
  }

  /** The balance of the studio's provider account (`accountManagement`, `getDetails`). */
  async accountBalance(): Promise<ProviderBalance> {
    return this.withFreshRetries(async () => {
      const taskUUID = crypto.randomUUID();
      const body = await this.postOnce(
        [{ taskType: 'accountManagement', taskUUID, operation: 'getDetails' }],
        {},
      );
      const item = dataOf(body).find((entry) => !entry.taskUUID || entry.taskUUID === taskUUID);
      const balance = item?.balance as { amount?: unknown; currency?: unknown } | undefined;
      const amount = toNumber(balance?.amount);
      if (amount === undefined) throw new ProviderInvalidResponseError();
      return { amount, currency: typeof balance?.currency === 'string' ? balance.currency : 'USD' };
    });
  }

  async searchModels(
    query: ModelSearchQuery,
    options: ProviderCallOptions = {},
  ): Promise<ModelSearchPage> {
    return this.withFreshRetries(async () => {
      const task = toRunwareModelSearch(query, crypto.randomUUID());
      const [first] = dataOf(await this.postOnce([task], options));
      if (!first || !Array.isArray(first.results)) throw new ProviderInvalidResponseError();
      const results = (first.results as ModelSearchResult[]).filter(
        (result) => typeof result?.air === 'string' && typeof result.name === 'string',
      );
      return {
        results,
        totalResults: toNumber(first.totalResults) ?? 0,
      };
    });
  }

  /**
   * A free call that changes nothing (a search, an upload): any transient failure is retried, each
   * attempt with a fresh task.
   */
  private async withFreshRetries<T>(attemptOnce: () => Promise<T>): Promise<T> {
    const attempts = this.config.RUNWARE_MAX_RETRIES + 1;
    let lastFailure = 'unknown error';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await attemptOnce();
      } catch (error) {
        if (!(error instanceof NotAcceptedFailure || error instanceof MaybeAcceptedFailure))
          throw error;
        lastFailure = error.message;
        if (attempt < attempts) await this.backOff(attempt, lastFailure);
      }
    }
    throw new ProviderUnavailableError(
      `The image provider is unavailable (${lastFailure}). Please try again later.`,
    );
  }

  /** One `getTaskDetails` lookup. */
  private async lookUpOnce(taskUUID: string, options: ProviderCallOptions): Promise<TaskRecovery> {
    let body: unknown;
    try {
      body = await this.postOnce([{ taskType: 'getTaskDetails', taskUUID }], options);
    } catch (error) {
      if (error instanceof ProviderError && /notfound/i.test(error.code))
        return { kind: 'not-found' };
      if (
        error instanceof NotAcceptedFailure ||
        error instanceof MaybeAcceptedFailure ||
        error instanceof ProviderError ||
        error instanceof ProviderAccountUnavailableError
      ) {
        // The lookup itself failed: that says nothing about the task.
        this.logger.warn({ taskUUID, reason: error.message }, 'task lookup failed');
        return { kind: 'pending' };
      }
      throw error;
    }
    const details = dataOf(body).find((item) => !item.taskUUID || item.taskUUID === taskUUID);
    const response = details?.response;
    if (!response || typeof response !== 'object') return { kind: 'not-found' };
    // A partial answer keeps the images it has: they were made and billed.
    const output = outputOf(response, taskUUID);
    if (hasOutput(output)) return { kind: 'succeeded', ...output };
    const failure = errorsOf(response).find((item) => !item.taskUUID || item.taskUUID === taskUUID);
    if (failure) return { kind: 'failed', error: refusalError(failure, 400) };
    return { kind: 'not-found' };
  }

  /**
   * An account-level refusal: the user's own key is the user's to fix (the provider's error, as
   * is); the studio's own account is the operator's (an incident, and a 503 that charges nothing).
   */
  private async refuseAccount(
    item: RunwareErrorItem,
    code: string,
    status: number,
    options: ProviderCallOptions,
  ): Promise<never> {
    if (options.apiKey) throw providerError(item, status, `HTTP ${status}`);
    const message = item.message ?? `HTTP ${status}`;
    await this.incidents?.refused(code, message);
    throw new ProviderAccountUnavailableError(code, message);
  }

  private async backOff(attempt: number, reason: string) {
    const delay =
      this.config.RUNWARE_RETRY_BASE_MS * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
    this.logger.warn(
      { attempt, delayMs: Math.round(delay), reason },
      'provider call failed; retrying',
    );
    await sleep(delay);
  }

  /**
   * One POST. Throws NotAcceptedFailure or MaybeAcceptedFailure for the transient failures (see the
   * class notes), a ProviderError for the provider's refusals, else returns the parsed body.
   */
  private async postOnce(
    tasks: Record<string, unknown>[],
    options: ProviderCallOptions,
  ): Promise<unknown> {
    const apiKey = options.apiKey || this.config.RUNWARE_API_KEY;
    if (!apiKey)
      return this.refuseAccount(
        {
          code: 'missingApiKey',
          message: 'No provider API key is configured',
          parameter: 'apiKey',
        },
        'missingApiKey',
        401,
        options,
      );
    const url = options.endpoint || this.config.RUNWARE_API_URL;
    let answer: HttpAnswer;
    try {
      answer = await postJson(
        url,
        { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        JSON.stringify(tasks),
        this.config.RUNWARE_TIMEOUT_MS,
      );
    } catch (error) {
      if (error instanceof HttpTimeoutError) throw new MaybeAcceptedFailure('timed out');
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && NOT_DELIVERED.has(code))
        throw new NotAcceptedFailure(`network error ${code}`);
      throw new MaybeAcceptedFailure(`network error${typeof code === 'string' ? ` ${code}` : ''}`);
    }
    const { text, status } = answer;
    const ok = status >= 200 && status < 300;
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const errors = errorsOf(body);
    // A partial answer (some images and an error) keeps the images it has: they are made and billed.
    if (ok && (errors.length === 0 || dataOf(body).length > 0)) return body;
    const [first = {}] = errors;
    const code = first.code ?? `http${status}`;
    switch (classifyRefusal(code, status)) {
      case 'not-accepted':
        throw new NotAcceptedFailure(`HTTP ${status} ${code}`);
      case 'uncertain':
        throw new MaybeAcceptedFailure(`HTTP ${status} ${code}`);
      case 'account':
        return this.refuseAccount(first, code, ok ? 400 : status, options);
      case 'task-refused':
        throw refusalError(first, ok ? 400 : status, text.slice(0, 500) || `HTTP ${status}`);
    }
  }
}
