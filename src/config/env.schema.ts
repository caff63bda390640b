import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';

/** Reads the raw value (implicit conversion would turn the string 'false' into true). */
export const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown => {
  const raw = obj[key];
  return typeof raw === 'string' ? ['true', '1', 'yes', 'on'].includes(raw.trim().toLowerCase()) : raw;
};

export const urlOptions = { require_tld: false, require_protocol: true };

/**
 * The settings of the plumbing every module uses (process, database, Redis, the Graph connection). Each feature
 * module keeps its own schema beside its code (`auth.config.ts`, `leads.config.ts`, `crm-sync.config.ts`);
 * validate-env composes them into the one validated environment behind AppConfigService.
 */

/** Process, HTTP and runtime roles. */
export class AppEnv {
  @IsIn(['development', 'test', 'production'])
  NODE_ENV: 'development' | 'test' | 'production' = 'development';

  @IsInt() @Min(0) @Max(65535)
  PORT: number = 3000;

  /** Public origin of the app (used for OIDC redirect URIs and links). Defaults to http://localhost:PORT. */
  @IsOptional() @IsUrl(urlOptions)
  PUBLIC_URL?: string;

  @Matches(/^(api|worker)(,(api|worker))*$/, { message: 'APP_ROLES must be a comma list of api and/or worker' })
  APP_ROLES: string = 'api,worker';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL: string = 'info';

  @Transform(toBool) @IsBoolean()
  TRUST_PROXY: boolean = false;

  @IsString()
  BUILD_REVISION: string = 'dev';

  /** 'true' shows the Automation Run navigation group to every signed-in user, not only admins. */
  @IsIn(['true', 'false'])
  OPS_FOR_ALL: string = 'false';

  /** Bearer token a Prometheus scraper presents for /metrics, /metrics.json and /metrics/debug (admins need none). */
  @IsOptional() @IsString() @MinLength(16)
  METRICS_TOKEN?: string;

  @IsInt() @Min(1)
  RATE_LIMIT_TTL_SECONDS: number = 60;

  @IsInt() @Min(1)
  RATE_LIMIT_MAX: number = 600;

  @IsInt() @Min(100) @Max(60000)
  HEALTH_PROBE_TIMEOUT_MS: number = 900;

  /** How long the liveness check's `SELECT 1` may go unanswered before the database counts as down (503s). */
  @IsInt() @Min(100) @Max(60000)
  DATABASE_LIVENESS_TIMEOUT_MS: number = 300;

  /** Where the built admin SPA is served from (default admin/dist); parallel browser-test runs use their own. */
  @IsOptional() @IsString()
  ADMIN_DIST_DIR?: string;

  // Images for email templates (module assets).
  /** Where uploaded images are kept: 'local' (a directory) or 's3' (a bucket, ASSET_S3_*). */
  @IsIn(['local', 's3'])
  ASSET_STORE: 'local' | 's3' = 'local';

  @IsString() @MinLength(1)
  ASSET_LOCAL_DIR: string = '.data/assets';

  /** Largest accepted image, in bytes (default 5 MB). */
  @IsInt() @Min(1024) @Max(100 * 1024 * 1024)
  ASSET_MAX_BYTES: number = 5 * 1024 * 1024;

  /** Image uploads (direct or presigned) one user may make per hour; past it 429 with Retry-After. */
  @IsInt() @Min(1) @Max(100_000)
  ASSET_UPLOADS_PER_HOUR: number = 60;

  /** Key of the signed local upload URLs; unset: the session secret. */
  @IsOptional() @IsString() @MinLength(16)
  ASSET_SIGNING_SECRET?: string;

  /** Base of the image URLs put in emails (a CDN or the bucket's public URL); unset: PUBLIC_URL/media. */
  @IsOptional() @IsUrl(urlOptions)
  ASSET_PUBLIC_BASE_URL?: string;

  @ValidateIf((e: AppEnv) => e.ASSET_STORE === 's3')
  @IsString() @MinLength(3)
  ASSET_S3_BUCKET?: string;

  @IsString() @MinLength(1)
  ASSET_S3_REGION: string = 'us-east-1';

  /** An S3-compatible endpoint (MinIO); unset: AWS. */
  @IsOptional() @IsUrl(urlOptions)
  ASSET_S3_ENDPOINT?: string;

  /** Unset: the SDK's default credential chain. */
  @IsOptional() @IsString() @MinLength(1)
  ASSET_S3_ACCESS_KEY_ID?: string;

  @ValidateIf((e: AppEnv) => e.ASSET_S3_ACCESS_KEY_ID !== undefined)
  @IsString() @MinLength(1)
  ASSET_S3_SECRET_ACCESS_KEY?: string;

  @Transform(toBool) @IsBoolean()
  ASSET_S3_FORCE_PATH_STYLE: boolean = false;
}

export class DatabaseEnv {
  @IsUrl({ ...urlOptions, protocols: ['postgres', 'postgresql'] })
  DATABASE_URL!: string;

  @IsInt() @Min(1)
  DB_POOL_SIZE: number = 10;

  @IsInt() @Min(100)
  DB_STATEMENT_TIMEOUT_MS: number = 15000;

  @IsInt() @Min(100)
  DB_LOCK_TIMEOUT_MS: number = 5000;
}

export class RedisEnv {
  @IsUrl({ ...urlOptions, protocols: ['redis', 'rediss'] })
  REDIS_URL: string = 'redis://127.0.0.1:6379';

  /** Key prefix for queues, rate limits and heartbeats, so several installs (or test runs) share one Redis. */
  @Matches(/^[a-zA-Z0-9_-]+$/)
  QUEUE_PREFIX: string = 'la';

  @IsInt() @Min(1) @Max(100)
  WORKER_CONCURRENCY: number = 5;
}

/** The lead mailbox read through Microsoft Graph with app credentials. Unset GRAPH_CLIENT_ID disables it. */
export class GraphEnv {
  @IsOptional() @IsString()
  GRAPH_TENANT_ID?: string;

  @IsOptional() @IsString()
  GRAPH_CLIENT_ID?: string;

  @ValidateIf((e: GraphEnv) => e.GRAPH_CLIENT_ID !== undefined)
  @IsString() @MinLength(1)
  GRAPH_CLIENT_SECRET?: string;

  @ValidateIf((e: GraphEnv) => e.GRAPH_CLIENT_ID !== undefined)
  @IsString() @MinLength(3)
  GRAPH_LEAD_MAILBOX?: string;

  @IsString()
  GRAPH_LEAD_FOLDER: string = 'inbox';

  @IsUrl(urlOptions)
  GRAPH_BASE_URL: string = 'https://graph.microsoft.com';

  @IsUrl(urlOptions)
  GRAPH_LOGIN_URL: string = 'https://login.microsoftonline.com';

  @IsInt() @Min(10)
  GRAPH_POLL_SECONDS: number = 60;

  @IsInt() @Min(1) @Max(1000)
  GRAPH_PAGE_SIZE: number = 50;
}
