import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, ValidateIf } from 'class-validator';

/** Reads the raw value (implicit conversion would turn the string 'false' into true). */
const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }): unknown => {
  const raw = obj[key];
  return typeof raw === 'string' ? ['true', '1', 'yes', 'on'].includes(raw.trim().toLowerCase()) : raw;
};

const urlOptions = { require_tld: false, require_protocol: true };

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

  @IsInt() @Min(1)
  RATE_LIMIT_TTL_SECONDS: number = 60;

  @IsInt() @Min(1)
  RATE_LIMIT_MAX: number = 600;

  @IsInt() @Min(100) @Max(60000)
  HEALTH_PROBE_TIMEOUT_MS: number = 3000;

  /** Where the built admin SPA is served from (default admin/dist); parallel browser-test runs use their own. */
  @IsOptional() @IsString()
  ADMIN_DIST_DIR?: string;
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

export class AuthEnv {
  @ValidateIf((e: AuthEnv & AppEnv) => e.NODE_ENV === 'production' || e.SESSION_SECRET !== undefined)
  @IsString() @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET?: string;

  @IsInt() @Min(1)
  SESSION_IDLE_TIMEOUT_SECONDS: number = 1800;

  @IsInt() @Min(1)
  SESSION_MAX_AGE_SECONDS: number = 43200;

  /** Enables the in-process development identity provider under /dev-idp. Refused in production. */
  @Transform(toBool) @IsBoolean()
  AUTH_DEV_IDP: boolean = false;

  @IsOptional() @IsUrl(urlOptions)
  OIDC_ISSUER_URL?: string;

  @ValidateIf((e: AuthEnv) => e.OIDC_ISSUER_URL !== undefined)
  @IsString() @MinLength(1)
  OIDC_CLIENT_ID?: string;

  @ValidateIf((e: AuthEnv) => e.OIDC_ISSUER_URL !== undefined)
  @IsString() @MinLength(1)
  OIDC_CLIENT_SECRET?: string;

  /** Entra ID tenant id; when set, the id token's `tid` claim must match it. */
  @IsOptional() @IsString()
  OIDC_TENANT_ID?: string;

  /** Comma list of group object ids whose members are admins (Entra `groups` claim). */
  @IsOptional() @IsString()
  OIDC_ADMIN_GROUP_IDS?: string;

  /** Comma list of app-role values that grant admin (Entra `roles` claim). */
  @IsOptional() @IsString()
  OIDC_ADMIN_ROLES?: string;

  /** Comma list of email domains allowed to sign in. */
  @IsOptional() @IsString()
  ALLOWED_EMAIL_DOMAINS?: string;

  /** Comma list of email addresses that are admins. */
  @IsOptional() @IsString()
  ADMIN_EMAILS?: string;
}


/** The lead pipeline: company timezone, the lead provider's lookup API, the lead mailbox. */
export class LeadsEnv {
  /** Timezone for move dates and "today" figures. */
  @IsString()
  COMPANY_TIMEZONE: string = 'America/New_York';

  /** Lead provider lookup API base URL (GET {url}/leads/{tracking}); unset disables enrichment lookups. */
  @IsOptional() @IsUrl(urlOptions)
  LEAD_PROVIDER_API_URL?: string;

  @ValidateIf((e: LeadsEnv) => e.LEAD_PROVIDER_API_URL !== undefined)
  @IsString() @MinLength(1)
  LEAD_PROVIDER_API_KEY?: string;

  @IsInt() @Min(100) @Max(60000)
  LEAD_PROVIDER_TIMEOUT_MS: number = 5000;

  /**
   * Call follow-up policy: comma list of outcome=action. Actions: callback_reminder (an outbox event due the
   * next working day) and set_status:<status>.
   */
  @Matches(/^\s*(answered|no_answer|voicemail|wrong_number|not_interested|booked|rescheduled)=(callback_reminder|set_status:[a-z_]+)\s*(,\s*(answered|no_answer|voicemail|wrong_number|not_interested|booked|rescheduled)=(callback_reminder|set_status:[a-z_]+)\s*)*$/, {
    message: 'CALL_FOLLOW_UP_POLICY must be a comma list of outcome=action (actions: callback_reminder, set_status:<status>)',
  })
  CALL_FOLLOW_UP_POLICY: string = 'no_answer=callback_reminder,voicemail=callback_reminder,rescheduled=callback_reminder,booked=set_status:booked,not_interested=set_status:ignored';
}

/** HubSpot CRM sync. Without a token the sync is off (opportunities stay queued; health says so). */
export class CrmEnv {
  @IsOptional() @IsString() @MinLength(1)
  HUBSPOT_ACCESS_TOKEN?: string;

  @IsUrl(urlOptions)
  HUBSPOT_BASE_URL: string = 'https://api.hubapi.com';

  /** Portal (hub) id for deal links; read from the account-info API when unset. */
  @IsOptional() @IsString()
  HUBSPOT_PORTAL_ID?: string;

  @IsString()
  HUBSPOT_APP_URL: string = 'https://app.hubspot.com';

  @IsString()
  HUBSPOT_DEAL_PIPELINE: string = 'default';

  @IsString()
  HUBSPOT_DEAL_STAGE: string = 'appointmentscheduled';

  /** Unique deal property holding the tracking number (create it in HubSpot as a unique single-line text). */
  @IsString()
  HUBSPOT_TRACKING_PROPERTY: string = 'q2g_tracking_number';

  @IsString()
  HUBSPOT_MOVE_DATE_PROPERTY: string = 'move_date';

  @IsString()
  HUBSPOT_ROUTE_PROPERTY: string = 'move_route';

  @IsInt() @Min(1) @Max(190)
  HUBSPOT_RATE_LIMIT_PER_10S: number = 190;

  @IsInt() @Min(1) @Max(100)
  HUBSPOT_BATCH_SIZE: number = 100;

  @IsInt() @Min(1)
  CRM_STUCK_AFTER_MINUTES: number = 30;
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
