import 'reflect-metadata';
import { plainToInstance, Transform } from 'class-transformer';
import {
  getMetadataStorage,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  ValidateIf,
  validateSync,
} from 'class-validator';

const toNumber = ({ value }: { value: unknown }) =>
  value === undefined || value === '' ? undefined : Number(value);
const toBool = ({ value }: { value: unknown }) =>
  value === undefined || value === ''
    ? undefined
    : value === true || value === 'true' || value === '1';
const toOptionalString = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** A whole-number variable read from its string, within `min` and (when given) `max`. */
function IntSetting({ min, max }: { min: number; max?: number }): PropertyDecorator {
  // Applied bottom-up like stacked decorators, so the checks and their messages keep one order.
  return (target, key) => {
    if (max !== undefined) Max(max)(target, key);
    Min(min)(target, key);
    IsInt()(target, key);
    Transform(toNumber)(target, key);
  };
}

const PROXY = String.raw`(loopback|linklocal|uniquelocal|[0-9a-fA-F.:]+(/\d{1,3})?)`;
const TRUSTED_PROXIES_PATTERN = new RegExp(String.raw`^(none|${PROXY}(\s*,\s*${PROXY})*)$`);

/**
 * The most pixels the provider takes in an input image. Runware's reference states no number; the
 * simulator that imitates it refuses more than 50 million (simulator/src/images/input-limits.ts,
 * MAX_INPUT_PIXELS; backend/test/image-pixel-limit.test.ts keeps the two equal).
 */
export const PROVIDER_MAX_INPUT_PIXELS = 50_000_000;

export type AppRole = 'all' | 'api' | 'worker';
export type StorageDriver = 'local' | 's3';
export type ProviderMode = 'runware' | 'simulator';
export type PaymentsMode = 'stripe' | 'simulator';

/**
 * Every setting the server reads, validated once at boot. Property names are the environment
 * variable names so a validation error names exactly what to fix. Secrets are listed in
 * SECRET_CONFIG_KEYS and never logged.
 */
export class AppConfig {
  // --- process ---
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'production';

  @IsIn(['all', 'api', 'worker'])
  APP_ROLE: AppRole = 'all';

  @IntSetting({ min: 0, max: 65535 })
  PORT = 3000;

  @IsString()
  HOST = '0.0.0.0';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  // --- PostgreSQL ---
  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true })
  DATABASE_URL!: string;

  @IntSetting({ min: 1, max: 200 })
  DATABASE_POOL_SIZE = 10;

  @Transform(toBool)
  @IsBoolean()
  DATABASE_MIGRATE_ON_START = true;

  // --- Redis / queues ---
  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL!: string;

  /** Namespace of every Redis key and queue, so several installations can share one Redis. */
  @IsString()
  @MinLength(1)
  REDIS_PREFIX = 'studio';

  // --- auth ---
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET!: string;

  @IntSetting({ min: 60 })
  JWT_TTL_SECONDS = 7 * 24 * 3600;

  /** Brute-force limits: wrong passwords per email and per IP in 15 minutes, sign-ups per IP per hour. */
  @IntSetting({ min: 1 })
  AUTH_FAILED_LOGINS_PER_EMAIL = 10;

  @IntSetting({ min: 1 })
  AUTH_FAILED_LOGINS_PER_IP = 50;

  @IntSetting({ min: 1 })
  AUTH_REGISTRATIONS_PER_IP_PER_HOUR = 10;

  /**
   * Password-reset requests for one address from one IP address per hour (answered alike whether
   * the account exists): requests from elsewhere, the owner's among them, count apart.
   */
  @IntSetting({ min: 1 })
  AUTH_PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;

  /**
   * Reset mails one address receives per hour from addresses it never signed in from; past it the
   * answer stays the same and nothing is sent. The owner's own sign-in addresses are never capped.
   */
  @IntSetting({ min: 1 })
  AUTH_PASSWORD_RESET_MAILS_PER_EMAIL_PER_HOUR = 20;

  /** After an email change is undone from the old address, new changes wait this many hours. */
  @IntSetting({ min: 0 })
  EMAIL_CHANGE_LOCK_HOURS = 24;

  /** Password-reset requests per IP address per hour. */
  @IntSetting({ min: 1 })
  AUTH_PASSWORD_RESETS_PER_IP_PER_HOUR = 20;

  /** Generation requests per minute per API key, or per user without one. */
  @IntSetting({ min: 1 })
  GENERATION_REQUESTS_PER_MINUTE = 30;

  /**
   * Queued generations the workers run at once on the studio's provider account, all users
   * together; waiting ones go round-robin between users.
   */
  @IntSetting({ min: 1 })
  PROVIDER_MAX_CONCURRENCY = 16;

  /** Generations one user may have running at once (the web client runs one). */
  @IntSetting({ min: 1 })
  GENERATION_CONCURRENCY_PER_USER = 4;

  /** Checkouts one user may start per hour: each opens a session with the payment provider. */
  @IntSetting({ min: 1 })
  CHECKOUTS_PER_USER_PER_HOUR = 10;

  /** Shared images one user may save to their gallery per hour: each copies the image's files. */
  @IntSetting({ min: 1 })
  SHARED_SAVES_PER_USER_PER_HOUR = 60;

  /**
   * Proxies whose X-Forwarded-For is believed for the client's address (rate limits, logs):
   * comma-separated addresses, CIDR ranges or loopback / linklocal / uniquelocal; `none` believes
   * no one. Name only what sits in front of the app, or clients choose their own address.
   */
  @Transform(toOptionalString)
  @Matches(TRUSTED_PROXIES_PATTERN, {
    message:
      'TRUSTED_PROXIES must be none, or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal',
  })
  TRUSTED_PROXIES = 'loopback';

  @Transform(toOptionalString)
  @IsOptional()
  @IsEmail({}, { message: 'ADMIN_EMAIL must be a valid email address' })
  ADMIN_EMAIL?: string;

  @Transform(toOptionalString)
  @ValidateIf((config: AppConfig) => config.ADMIN_EMAIL !== undefined)
  @IsString({ message: 'ADMIN_PASSWORD is required when ADMIN_EMAIL is set' })
  @MinLength(6, { message: 'ADMIN_PASSWORD must be at least 6 characters' })
  ADMIN_PASSWORD?: string;

  // --- object storage ---
  /** Defaults to s3 when S3_BUCKET is set, else local (see loadAppConfig). */
  @Transform(toOptionalString)
  @IsIn(['local', 's3'])
  STORAGE_DRIVER: StorageDriver = 'local';

  @IsString()
  STORAGE_LOCAL_DIR = '.data/storage';

  @Transform(toOptionalString)
  @ValidateIf((config: AppConfig) => config.STORAGE_DRIVER === 's3')
  @IsString({ message: 'S3_BUCKET is required when STORAGE_DRIVER is s3' })
  S3_BUCKET?: string;

  @Transform(toOptionalString)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_ENDPOINT?: string;

  @IsString()
  S3_REGION = 'us-east-1';

  @Transform(toOptionalString)
  @IsOptional()
  @IsString()
  S3_ACCESS_KEY_ID?: string;

  @Transform(toOptionalString)
  @IsOptional()
  @IsString()
  S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool)
  @IsBoolean()
  S3_FORCE_PATH_STYLE = false;

  /** Endpoint browsers reach for signed image URLs when it differs from S3_ENDPOINT (e.g. in compose). */
  @Transform(toOptionalString)
  @IsOptional()
  @IsUrl({ require_tld: false, require_protocol: true })
  S3_PUBLIC_ENDPOINT?: string;

  /** Lifetime of the signed URLs that serve stored images. */
  @IntSetting({ min: 60, max: 7 * 24 * 3600 })
  IMAGE_URL_TTL_SECONDS = 3600;

  // --- creations ---
  /** Hosts (comma-separated) a saved image may be copied from; the provider's API host is added. */
  @IsString()
  IMAGE_SOURCE_HOSTS = 'im.runware.ai';

  /** Largest image a save accepts, in bytes. */
  @IntSetting({ min: 1024 })
  SAVE_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

  /**
   * Most pixels a saved or uploaded image may have: a small file can still decode to gigabytes.
   * By default the provider's own input limit, so an image it would refuse is refused here first,
   * naming the field.
   */
  @IntSetting({ min: 1 })
  SAVE_IMAGE_MAX_PIXELS = PROVIDER_MAX_INPUT_PIXELS;

  // --- generation provider ---
  @IsIn(['runware', 'simulator'])
  PROVIDER_MODE: ProviderMode = 'runware';

  @IsUrl({ require_tld: false, require_protocol: true })
  RUNWARE_API_URL = 'https://api.runware.ai/v1';

  @Transform(toOptionalString)
  @IsOptional()
  @IsString()
  RUNWARE_API_KEY?: string;

  @IntSetting({ min: 1000 })
  RUNWARE_TIMEOUT_MS = 120_000;

  @IntSetting({ min: 0, max: 10 })
  RUNWARE_MAX_RETRIES = 2;

  @IntSetting({ min: 0 })
  RUNWARE_RETRY_BASE_MS = 500;

  /**
   * After a failure the provider may have accepted the task despite (a timeout, a reset, a 5xx), how
   * long a generation asks for its result by taskUUID before it is left to the reconciliation job.
   */
  @IntSetting({ min: 0 })
  RUNWARE_RECOVERY_MS = 30_000;

  /**
   * The longest a task can stay at the provider before it ends. A task its archive still does not
   * know this long after the generation started was never accepted: reconciliation refunds it.
   */
  @IntSetting({ min: 1000 })
  RUNWARE_TASK_LIFETIME_MS = 600_000;

  /** The provider balance (USD) below which the admin panel warns that it runs low. */
  @Transform(toNumber)
  @IsNumber()
  @Min(0)
  RUNWARE_LOW_BALANCE_USD = 20;

  /** The model promptEnhance runs (required by the provider since 2026): Runware's enhancer. */
  @IsString()
  @MinLength(3)
  RUNWARE_PROMPT_ENHANCE_MODEL = 'runware:llama-3-1-8b@prompt-enhancer';

  /** First delay of the job that settles generations whose outcome stayed unknown (then doubling). */
  @IntSetting({ min: 100 })
  RUNWARE_RECONCILE_DELAY_MS = 30_000;

  /** Origins a user's own provider endpoint may point at (comma-separated). */
  @IsString()
  PROVIDER_ENDPOINT_ALLOWLIST = 'https://api.runware.ai';

  // --- credits ---
  /** Credits charged per US dollar of provider cost, before the tier multiplier. */
  @IntSetting({ min: 1 })
  CREDITS_PER_USD = 100;

  // --- payments (credit packs through Stripe Checkout) ---
  /** Stripe secret key; without it credit packs cannot be bought (checkout answers 503). */
  @Transform(toOptionalString)
  @IsOptional()
  @IsString()
  STRIPE_SECRET_KEY?: string;

  /** Signing secret of the webhook endpoint (whsec_...): required with STRIPE_SECRET_KEY. */
  @Transform(toOptionalString)
  @ValidateIf((config: AppConfig) => Boolean(config.STRIPE_SECRET_KEY))
  @IsString({ message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set' })
  @MinLength(8)
  STRIPE_WEBHOOK_SECRET?: string;

  /** Stripe's API, or the payments simulator's address. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  STRIPE_API_URL = 'https://api.stripe.com';

  @IsIn(['stripe', 'simulator'])
  PAYMENTS_MODE: PaymentsMode = 'stripe';

  /** Where browsers reach this app: the base of checkout's return addresses. */
  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PUBLIC_URL = 'http://localhost:3000';

  // --- webhooks ---
  /** Let webhooks reach private and loopback addresses (a receiver inside the cluster); off by default. */
  @Transform(toBool)
  @IsBoolean()
  WEBHOOK_ALLOW_PRIVATE_TARGETS = false;

  /** Time a webhook receiver has to answer one delivery attempt. */
  @IntSetting({ min: 1000 })
  WEBHOOK_TIMEOUT_MS = 10_000;

  /** First delay before a refused webhook delivery is tried again; doubles on each retry. */
  @IntSetting({ min: 10 })
  WEBHOOK_RETRY_BASE_MS = 10_000;

  /**
   * Deliveries to one webhook, and to all webhooks of one account, in flight at once across every
   * worker: receivers that hang hold at most this many delivery workers; the account's other
   * deliveries wait their turn while everyone else's go on.
   */
  @IntSetting({ min: 1, max: 1000 })
  WEBHOOK_CONCURRENCY_PER_ENDPOINT = 2;

  @IntSetting({ min: 1, max: 1000 })
  WEBHOOK_CONCURRENCY_PER_USER = 4;

  // --- email ---
  /** SMTP server for account mail (smtp:// or smtps://, credentials in the URL); unset: none sent. */
  @Transform(toOptionalString)
  @IsOptional()
  @IsUrl(
    { require_tld: false, require_protocol: true, protocols: ['smtp', 'smtps'] },
    { message: 'SMTP_URL must be an smtp:// or smtps:// URL' },
  )
  SMTP_URL?: string;

  /** Sender of account mail: an address, optionally with a display name. */
  @IsString()
  @Matches(/^([^<>]+<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, {
    message: 'MAIL_FROM must be an address, e.g. Studio <no-reply@example.com>',
  })
  MAIL_FROM = 'PixelForge Studio <no-reply@pixelforge.local>';

  // --- administration ---
  /** An unreferenced stored object younger than this is not an orphan yet (a save may be in flight). */
  @IntSetting({ min: 0 })
  ORPHAN_GRACE_PERIOD_MINUTES = 60;

  /** Most orphan files one scan report keeps (its statistics count them all). */
  @IntSetting({ min: 1, max: 1_000_000 })
  ORPHAN_REPORT_LIMIT = 10_000;

  /** Storage price used for the orphan files' estimated cost (USD per GB-month). */
  @Transform(toNumber)
  @IsNumber()
  @Min(0)
  STORAGE_PRICE_USD_PER_GB_MONTH = 0.023;

  /** A queue job whose worker stops renewing its lock this long is handed to another worker. */
  @IntSetting({ min: 1000 })
  JOB_LOCK_DURATION_MS = 30_000;

  /**
   * How long a process owns an unfinished generation without renewing its lease (its heartbeat
   * renews every third of it); after that the sweeper settles or refunds the generation.
   */
  @IntSetting({ min: 300 })
  GENERATION_LEASE_MS = 60_000;

  /** How often the worker role sweeps generations whose owner's lease expired. */
  @IntSetting({ min: 100 })
  GENERATION_SWEEP_INTERVAL_MS = 30_000;

  /**
   * How long /health/ready waits for each of PostgreSQL, Redis and storage before calling it down;
   * below the orchestrator's probe timeout (3 s in k8s/), so the probe gets an answer that names it.
   */
  @IntSetting({ min: 100, max: 60_000 })
  HEALTH_CHECK_TIMEOUT_MS = 2000;

  /** On SIGTERM, how long in-flight requests and running jobs may take before the process exits. */
  @IntSetting({ min: 1, max: 600 })
  SHUTDOWN_GRACE_SECONDS = 30;

  /**
   * Jobs of a queue one worker process runs at once (queue-registry.ts); the others run one at a
   * time, generation-reconcile four. Mostly waiting on the provider, receivers or SMTP, not CPU.
   */
  @IntSetting({ min: 1, max: 1000 })
  QUEUE_CONCURRENCY_GENERATION_RUN = 8;

  @IntSetting({ min: 1, max: 1000 })
  QUEUE_CONCURRENCY_WEBHOOK_DELIVERY = 16;

  @IntSetting({ min: 1, max: 1000 })
  QUEUE_CONCURRENCY_MAIL = 4;

  // --- web client ---
  @Transform(toOptionalString)
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;

  // --- GraphQL contract ---
  @Transform(toOptionalString)
  @IsOptional()
  @IsString()
  GRAPHQL_SCHEMA_FILE?: string;

  // --- GraphQL exposure and limits ---
  /** Schema introspection; unset, it is on outside production (see introspectionEnabled). */
  @Transform(toBool)
  @IsOptional()
  @IsBoolean()
  GRAPHQL_INTROSPECTION?: boolean;

  /**
   * What one operation may ask for; more is refused before parsing (size, tokens) or before any
   * resolver runs (the rest). The defaults leave several times the room of the web client's largest
   * operation, and test/graphql-limits.test.ts runs every client document through them.
   */
  @IntSetting({ min: 1024 })
  GRAPHQL_MAX_DOCUMENT_BYTES = 100 * 1024;

  @IntSetting({ min: 1 })
  GRAPHQL_MAX_TOKENS = 1000;

  @IntSetting({ min: 1 })
  GRAPHQL_MAX_DEPTH = 12;

  @IntSetting({ min: 0 })
  GRAPHQL_MAX_ALIASES = 15;

  @IntSetting({ min: 0 })
  GRAPHQL_MAX_DIRECTIVES = 10;

  @IntSetting({ min: 1 })
  GRAPHQL_MAX_COST = 5000;

  /** Live connections (GraphQL subscriptions over WebSocket) one user may hold on one API process. */
  @IntSetting({ min: 1 })
  GRAPHQL_WS_MAX_CONNECTIONS_PER_USER = 10;
}

/** Keys whose values must never reach a log line. */
export const SECRET_CONFIG_KEYS: readonly (keyof AppConfig)[] = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'ADMIN_PASSWORD',
  'S3_SECRET_ACCESS_KEY',
  'RUNWARE_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
];

export class ConfigValidationError extends Error {}

/** Every variable the server reads: the validated properties of AppConfig. */
export function configKeys(): string[] {
  const rules = getMetadataStorage().getTargetValidationMetadatas(AppConfig, '', true, false);
  return [...new Set(rules.map((rule) => rule.propertyName))];
}

/** Builds the typed config from an environment, or throws naming every bad variable. */
export function loadAppConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = new Set(configKeys());
  const relevant: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(env).filter(([key]) => known.has(key)),
  );
  if (!relevant.STORAGE_DRIVER && relevant.S3_BUCKET) relevant.STORAGE_DRIVER = 's3';
  const config = plainToInstance(AppConfig, relevant, { exposeDefaultValues: true });
  const errors = validateSync(config, { whitelist: false, forbidUnknownValues: true });
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const value = relevant[error.property];
      const reason = Object.values(error.constraints ?? {}).join('; ');
      return value === undefined
        ? `${error.property} is missing (${reason})`
        : `${error.property} is invalid (${reason})`;
    });
    throw new ConfigValidationError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return config;
}
