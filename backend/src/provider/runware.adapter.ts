import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import {
  type GeneratedImage,
  type ImageGenerationRequest,
  type ProviderCallOptions,
} from './generation-request.js';
import {
  ProviderError,
  ProviderInvalidResponseError,
  ProviderUnavailableError,
} from './provider.errors.js';
import { HttpTimeoutError, postJson, type HttpAnswer } from './http-post.js';
import { toRunwareImageInference } from './runware-task.js';

interface RunwareErrorItem {
  code?: string;
  message?: string;
  parameter?: string;
  documentation?: string;
  taskUUID?: string;
}

export interface ModelSearchQuery {
  search?: string;
  category?: string;
  type?: string;
  architecture?: string;
  tags?: string[];
  visibility?: 'all' | 'public' | 'private';
  offset?: number;
  limit?: number;
}

export interface ModelSearchResult {
  air: string;
  name: string;
  version?: string;
  category?: string;
  architecture?: string;
  type?: string;
  tags?: string[];
  heroImage?: string;
  private?: boolean;
  defaultWidth?: number;
  defaultHeight?: number;
  defaultSteps?: number;
  defaultScheduler?: string;
  defaultCFG?: number;
  positiveTriggerWords?: string;
  conditioning?: string;
}

export interface ModelSearchPage {
  results: ModelSearchResult[];
  totalResults: number;
}

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);

class TransientFailure extends Error {}

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

function dataOf(body: unknown): Record<string, unknown>[] {
  if (Array.isArray(body)) return body;
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data : [];
}

/**
 * The only code that knows Runware's wire format: builds tasks, posts them with the operator's (or
 * the user's) key, retries transient failures with backoff, and turns answers into typed results
 * or ProviderErrors that keep the provider's code, message, parameter and documentation.
 */
@Injectable()
export class RunwareAdapter {
  private readonly logger = new Logger('Runware');

  constructor(private readonly config: AppConfig) {}

  async generateImages(
    request: ImageGenerationRequest,
    options: ProviderCallOptions = {},
  ): Promise<GeneratedImage[]> {
    const body = await this.post([toRunwareImageInference(request)], options);
    const images = dataOf(body)
      .filter((item) => !item.taskUUID || item.taskUUID === request.taskUUID)
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
      .filter((image): image is GeneratedImage => image !== null);
    if (images.length === 0) throw new ProviderInvalidResponseError();
    // A top-level cost (some answers put it there) is spread over the images when items lack one.
    const topLevelCost = toNumber((body as { cost?: unknown } | null)?.cost);
    if (topLevelCost !== undefined && images.every((image) => image.cost === undefined)) {
      for (const image of images) image.cost = topLevelCost / images.length;
    }
    return images;
  }

  async searchModels(
    query: ModelSearchQuery,
    options: ProviderCallOptions = {},
  ): Promise<ModelSearchPage> {
    const taskUUID = crypto.randomUUID();
    const task = Object.fromEntries(
      Object.entries({ taskType: 'modelSearch', taskUUID, visibility: 'all', ...query }).filter(
        ([, value]) => value !== undefined && value !== '',
      ),
    );
    const [first] = dataOf(await this.post([task], options));
    if (!first || !Array.isArray(first.results)) throw new ProviderInvalidResponseError();
    return {
      results: first.results as ModelSearchResult[],
      totalResults: toNumber(first.totalResults) ?? 0,
    };
  }

  /** Posts tasks; retries 408/429/5xx, timeouts and network errors with exponential backoff. */
  private async post(
    tasks: Record<string, unknown>[],
    options: ProviderCallOptions,
  ): Promise<unknown> {
    const apiKey = options.apiKey || this.config.RUNWARE_API_KEY;
    if (!apiKey)
      throw new ProviderError('missingApiKey', 'No provider API key is configured', 401, {
        parameter: 'apiKey',
      });
    const url = options.endpoint || this.config.RUNWARE_API_URL;
    const attempts = this.config.RUNWARE_MAX_RETRIES + 1;
    let lastFailure = 'unknown error';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        return await this.postOnce(url, apiKey, tasks);
      } catch (error) {
        if (!(error instanceof TransientFailure)) throw error;
        lastFailure = error.message;
        if (attempt < attempts) {
          const delay =
            this.config.RUNWARE_RETRY_BASE_MS * 2 ** (attempt - 1) * (0.75 + Math.random() / 2);
          this.logger.warn(
            { attempt, delayMs: Math.round(delay), reason: lastFailure },
            'provider call failed; retrying',
          );
          await sleep(delay);
        }
      }
    }
    throw new ProviderUnavailableError(
      `The image provider is unavailable (${lastFailure}). Please try again later.`,
    );
  }

  private async postOnce(
    url: string,
    apiKey: string,
    tasks: Record<string, unknown>[],
  ): Promise<unknown> {
    let answer: HttpAnswer;
    try {
      answer = await postJson(
        url,
        { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
        JSON.stringify(tasks),
        this.config.RUNWARE_TIMEOUT_MS,
      );
    } catch (error) {
      throw new TransientFailure(error instanceof HttpTimeoutError ? 'timed out' : 'network error');
    }
    const { text } = answer;
    const response = { status: answer.status, ok: answer.status >= 200 && answer.status < 300 };
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    const errors = errorsOf(body);
    const retryableCode = errors.some((item) => /timeout|^provider/i.test(item.code ?? ''));
    if (RETRYABLE_STATUS.has(response.status) || (retryableCode && !response.ok)) {
      throw new TransientFailure(`HTTP ${response.status}`);
    }
    if (errors.length > 0 || !response.ok) {
      const first = errors[0] ?? {};
      throw new ProviderError(
        first.code ?? `http${response.status}`,
        first.message ?? (text.slice(0, 500) || `HTTP ${response.status}`),
        response.ok ? 400 : response.status,
        {
          parameter: first.parameter,
          documentation: first.documentation,
          taskUUID: first.taskUUID,
        },
      );
    }
    return body;
  }
}
