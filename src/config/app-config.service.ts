import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parseProviderDomains } from 'src/modules/leads/intake/lead-provider-name.policy';
import { deliverySettings, type DeliverySettings } from 'src/modules/delivery/delivery.config';
import { sequenceSendSettings, type SequenceSendSettings } from 'src/modules/delivery/sequence-send/sequence-send.config';
import { ruleRunnerSettings, type RuleRunnerSettings } from 'src/modules/enrollment/runner/rule-runner.config';
import { advancerSettings, type AdvancerSettings } from 'src/modules/runs/advancer/advancer.config';
import { INBOUND_MAIL_SETTING_KEYS, inboundGraphSettings, inboundMailSettings, type InboundGraphSettings, type InboundMailSettings } from 'src/modules/inbound-mail/inbound-mail.config';
import { BRAND_LOGO_PATH } from 'src/modules/assets/brand-logo.constants';
import { companySettings, type CompanySettings } from 'src/modules/templates/templates.config';
import type { Env } from './validate-env';

export type AppRole = 'api' | 'worker';

const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);

export const DEV_IDP_PATH = '/dev-idp';
export const DEV_IDP_CLIENT_ID = 'lead-automation-dev';
export const DEV_IDP_CLIENT_SECRET = 'lead-automation-dev-secret-not-for-production';
export const DEMO_EMAIL_DOMAIN = 'movingco.example';
const DEV_SESSION_SECRET = 'development-only-session-secret-0123456789';

export interface OidcSettings {
  enabled: boolean;
  provider: 'dev-idp' | 'entra-id' | 'none';
  issuerUrl?: string;
  clientId?: string;
  clientSecret?: string;
  tenantId?: string;
  redirectUri: string;
  allowedEmailDomains: string[];
  adminEmails: string[];
  adminGroupIds: string[];
  adminRoles: string[];
  allowInsecureRequests: boolean;
}

/** Typed, grouped access to the validated environment. */
@Injectable()
export class AppConfigService {
  constructor(private readonly config: ConfigService<Env, true>) {}

  private get<K extends keyof Env>(key: K): Env[K] {
    return this.config.get(key, { infer: true });
  }

  get app() {
    const port = this.get('PORT');
    const publicUrl = (this.get('PUBLIC_URL') ?? `http://localhost:${port}`).replace(/\/$/, '');
    return {
      env: this.get('NODE_ENV'),
      isProduction: this.get('NODE_ENV') === 'production',
      port,
      publicUrl,
      secureCookies: publicUrl.startsWith('https://'),
      roles: list(this.get('APP_ROLES')) as AppRole[],
      logLevel: this.get('LOG_LEVEL'),
      trustProxy: this.get('TRUST_PROXY'),
      buildRevision: this.get('BUILD_REVISION'),
      opsForAll: this.get('OPS_FOR_ALL') === 'true',
      /** Bearer token of a Prometheus scraper for /metrics (unset: admins only). */
      metricsToken: this.get('METRICS_TOKEN') ?? null,
    };
  }

  hasRole(role: AppRole): boolean {
    return this.app.roles.includes(role);
  }

  get database() {
    return {
      url: this.get('DATABASE_URL'),
      poolSize: this.get('DB_POOL_SIZE'),
      statementTimeoutMs: this.get('DB_STATEMENT_TIMEOUT_MS'),
      lockTimeoutMs: this.get('DB_LOCK_TIMEOUT_MS'),
      livenessTimeoutMs: this.get('DATABASE_LIVENESS_TIMEOUT_MS'),
    };
  }

  get redis() {
    return { url: this.get('REDIS_URL'), prefix: this.get('QUEUE_PREFIX') };
  }

  get queues() {
    return { prefix: this.get('QUEUE_PREFIX'), concurrency: this.get('WORKER_CONCURRENCY') };
  }

  get rateLimit() {
    return { ttlMs: this.get('RATE_LIMIT_TTL_SECONDS') * 1000, limit: this.get('RATE_LIMIT_MAX') };
  }

  get health() {
    return { probeTimeoutMs: this.get('HEALTH_PROBE_TIMEOUT_MS') };
  }

  get session() {
    return {
      secret: this.get('SESSION_SECRET') ?? DEV_SESSION_SECRET,
      idleTimeoutMs: this.get('SESSION_IDLE_TIMEOUT_SECONDS') * 1000,
      maxAgeMs: this.get('SESSION_MAX_AGE_SECONDS') * 1000,
    };
  }

  get oidc(): OidcSettings {
    const devIdp = this.get('AUTH_DEV_IDP');
    const redirectUri = `${this.app.publicUrl}/auth/callback`;
    const common = {
      redirectUri,
      adminEmails: list(this.get('ADMIN_EMAILS')).map((email) => email.toLowerCase()),
      adminGroupIds: list(this.get('OIDC_ADMIN_GROUP_IDS')),
      adminRoles: list(this.get('OIDC_ADMIN_ROLES')),
    };
    if (devIdp) {
      const domains = list(this.get('ALLOWED_EMAIL_DOMAINS'));
      return {
        ...common,
        enabled: true,
        provider: 'dev-idp',
        issuerUrl: `${this.app.publicUrl}${DEV_IDP_PATH}`,
        clientId: DEV_IDP_CLIENT_ID,
        clientSecret: DEV_IDP_CLIENT_SECRET,
        tenantId: this.get('OIDC_TENANT_ID'),
        allowedEmailDomains: (domains.length > 0 ? domains : [DEMO_EMAIL_DOMAIN]).map((d) => d.toLowerCase()),
        adminEmails: common.adminEmails.length > 0 ? common.adminEmails : [`alex.admin@${DEMO_EMAIL_DOMAIN}`],
        allowInsecureRequests: !this.app.publicUrl.startsWith('https://'),
      };
    }
    const issuerUrl = this.get('OIDC_ISSUER_URL');
    return {
      ...common,
      enabled: issuerUrl !== undefined,
      provider: issuerUrl === undefined ? 'none' : 'entra-id',
      issuerUrl,
      clientId: this.get('OIDC_CLIENT_ID'),
      clientSecret: this.get('OIDC_CLIENT_SECRET'),
      tenantId: this.get('OIDC_TENANT_ID'),
      allowedEmailDomains: list(this.get('ALLOWED_EMAIL_DOMAINS')).map((d) => d.toLowerCase()),
      allowInsecureRequests: false,
    };
  }

  get leads() {
    return {
      timezone: this.get('COMPANY_TIMEZONE'),
      providerApiUrl: this.get('LEAD_PROVIDER_API_URL')?.replace(/\/$/, ''),
      providerApiKey: this.get('LEAD_PROVIDER_API_KEY'),
      providerTimeoutMs: this.get('LEAD_PROVIDER_TIMEOUT_MS'),
      followUpPolicy: this.get('CALL_FOLLOW_UP_POLICY'),
      duplicateWindowDays: this.get('DUPLICATE_WINDOW_DAYS'),
      providerDomains: parseProviderDomains(this.get('LEAD_PROVIDER_DOMAINS')),
      duplicateRouting: this.get('DUPLICATE_ROUTING'),
    };
  }

  get ruleRunner(): RuleRunnerSettings {
    return ruleRunnerSettings({ RULE_RUNNER_EVERY_MS: this.get('RULE_RUNNER_EVERY_MS'), RULE_RUNNER_BATCH_SIZE: this.get('RULE_RUNNER_BATCH_SIZE') });
  }

  /** The sequence advancer: batches, lease, daily send caps, holidays. */
  get advancer(): AdvancerSettings {
    const keys = ['SEQUENCE_ADVANCER_EVERY_MS', 'SEQUENCE_ADVANCER_BATCH_SIZE', 'SEQUENCE_ADVANCER_CONCURRENCY', 'SEQUENCE_ADVANCER_LEASE_SECONDS',
      'SEQUENCE_ADVANCER_MAX_LOOP_MS', 'SEQUENCE_DAILY_ORG_SEND_CAP', 'SEQUENCE_DAILY_SEQUENCE_SEND_CAP', 'SEQUENCE_HOLD_RECHECK_MINUTES', 'SEND_HOLIDAYS'] as const;
    return advancerSettings(Object.fromEntries(keys.map((key) => [key, this.get(key)])) as Pick<Env, (typeof keys)[number]>);
  }

  /** Inbound mail: out-of-office holds, soft-bounce limit, recipient-domain holds and when a sending mailbox is paused. */
  get inboundMail(): InboundMailSettings {
    return inboundMailSettings(Object.fromEntries(INBOUND_MAIL_SETTING_KEYS.map((key) => [key, this.get(key)])) as Pick<Env, (typeof INBOUND_MAIL_SETTING_KEYS)[number]>);
  }

  /** The Graph reader of the sending mailboxes' inboxes: how often each is read, failed reads allowed, first-read window. */
  get inboundGraph(): InboundGraphSettings {
    return inboundGraphSettings({
      INBOUND_GRAPH_POLL_SECONDS: this.get('INBOUND_GRAPH_POLL_SECONDS'),
      INBOUND_GRAPH_MAX_ATTEMPTS: this.get('INBOUND_GRAPH_MAX_ATTEMPTS'),
      INBOUND_GRAPH_FIRST_READ_DAYS: this.get('INBOUND_GRAPH_FIRST_READ_DAYS'),
    });
  }

  get hubspot() {
    return {
      accessToken: this.get('HUBSPOT_ACCESS_TOKEN'),
      configured: this.get('HUBSPOT_ACCESS_TOKEN') !== undefined,
      baseUrl: this.get('HUBSPOT_BASE_URL').replace(/\/$/, ''),
      portalId: this.get('HUBSPOT_PORTAL_ID'),
      appUrl: this.get('HUBSPOT_APP_URL').replace(/\/$/, ''),
      pipeline: this.get('HUBSPOT_DEAL_PIPELINE'),
      stage: this.get('HUBSPOT_DEAL_STAGE'),
      trackingProperty: this.get('HUBSPOT_TRACKING_PROPERTY'),
      moveDateProperty: this.get('HUBSPOT_MOVE_DATE_PROPERTY'),
      routeProperty: this.get('HUBSPOT_ROUTE_PROPERTY'),
      ratePer10s: this.get('HUBSPOT_RATE_LIMIT_PER_10S'),
      batchSize: this.get('HUBSPOT_BATCH_SIZE'),
      stuckAfterMinutes: this.get('CRM_STUCK_AFTER_MINUTES'),
      activityWaitMs: this.get('CRM_ACTIVITY_WAIT_MS'),
      activityMaxWaits: this.get('CRM_ACTIVITY_MAX_WAITS'),
    };
  }

  get graph() {
    return {
      configured: this.get('GRAPH_CLIENT_ID') !== undefined,
      tenantId: this.get('GRAPH_TENANT_ID'),
      clientId: this.get('GRAPH_CLIENT_ID'),
      clientSecret: this.get('GRAPH_CLIENT_SECRET'),
      mailbox: this.get('GRAPH_LEAD_MAILBOX'),
      folder: this.get('GRAPH_LEAD_FOLDER'),
      graphUrl: this.get('GRAPH_BASE_URL').replace(/\/$/, ''),
      loginUrl: this.get('GRAPH_LOGIN_URL').replace(/\/$/, ''),
      pollMs: this.get('GRAPH_POLL_SECONDS') * 1000,
      pageSize: this.get('GRAPH_PAGE_SIZE'),
    };
  }

  /** Images for email templates: where they are stored, how large they may be and their public URLs. */
  get assets() {
    const store = this.get('ASSET_STORE');
    const bucket = this.get('ASSET_S3_BUCKET');
    return {
      store,
      localDir: this.get('ASSET_LOCAL_DIR'),
      maxBytes: this.get('ASSET_MAX_BYTES'),
      uploadsPerHour: this.get('ASSET_UPLOADS_PER_HOUR'),
      signingSecret: this.get('ASSET_SIGNING_SECRET') ?? this.session.secret,
      publicBaseUrl: (this.get('ASSET_PUBLIC_BASE_URL') ?? `${this.app.publicUrl}/media`).replace(/\/$/, ''),
      s3:
        store === 's3' && bucket !== undefined
          ? {
              bucket,
              region: this.get('ASSET_S3_REGION'),
              endpoint: this.get('ASSET_S3_ENDPOINT')?.replace(/\/$/, ''),
              accessKeyId: this.get('ASSET_S3_ACCESS_KEY_ID'),
              secretAccessKey: this.get('ASSET_S3_SECRET_ACCESS_KEY'),
              forcePathStyle: this.get('ASSET_S3_FORCE_PATH_STYLE'),
            }
          : null,
    };
  }

  /** Outgoing mail: the provider and its connection (secrets included: never log), the catcher, test send rules. */
  get mail(): DeliverySettings {
    const keys = ['MAIL_PROVIDER', 'SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASS', 'SMTP_TIMEOUT_MS', 'SMTP_POOL_CONNECTIONS', 'MAIL_FROM', 'GRAPH_SEND_MAILBOX',
      'GRAPH_SAVE_TO_SENT_ITEMS', 'MAIL_CATCHER_PORT', 'MAIL_CATCHER_KEEP', 'TEST_SEND_ALLOWED_DOMAINS', 'TEST_SEND_ANY_RECIPIENT', 'TEST_SEND_PER_MINUTE'] as const;
    // An empty key stays unset (ConfigService would answer the raw '' of process.env for it).
    const env = Object.fromEntries(keys.map((key) => [key, this.get(key) === '' ? undefined : this.get(key)])) as Pick<Env, (typeof keys)[number]>;
    return deliverySettings(env, { production: this.app.isProduction, defaultFrom: `${this.get('COMPANY_NAME')} <no-reply@${DEMO_EMAIL_DOMAIN}>` });
  }

  /** Sequence emails: the sending mailbox pool and its budget, attempts, the reply token key (secret: never log). */
  get sequenceSend(): SequenceSendSettings {
    const env = {
      MAIL_SEND_MAILBOXES: this.get('MAIL_SEND_MAILBOXES') || undefined,
      MAILBOX_MESSAGES_PER_MINUTE: this.get('MAILBOX_MESSAGES_PER_MINUTE'),
      MAILBOX_RECIPIENTS_PER_DAY: this.get('MAILBOX_RECIPIENTS_PER_DAY'),
      SEQUENCE_SEND_MAX_ATTEMPTS: this.get('SEQUENCE_SEND_MAX_ATTEMPTS'),
      SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS: this.get('SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS'),
      MAIL_REPLY_TOKEN_SECRET: this.get('MAIL_REPLY_TOKEN_SECRET') || undefined,
    };
    const mail = this.mail;
    return sequenceSendSettings(env, { defaultMailbox: mail.graph?.mailbox ?? mail.from, companyFrom: mail.from, sessionSecret: this.session.secret, publicUrl: this.app.publicUrl });
  }

  /** The company as templates and email footers name it; its sender is the mail settings' From. */
  get company(): CompanySettings {
    const env = { COMPANY_NAME: this.get('COMPANY_NAME'), COMPANY_ADDRESS: this.get('COMPANY_ADDRESS'), COMPANY_PHONE: this.get('COMPANY_PHONE'), COMPANY_LOGO_URL: this.get('COMPANY_LOGO_URL') };
    return companySettings(env, this.mail.from, `${this.app.publicUrl}${BRAND_LOGO_PATH}`);
  }

  get devIdpEnabled(): boolean {
    return this.get('AUTH_DEV_IDP');
  }
}
