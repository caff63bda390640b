/**
 * The admin's configuration. This is the only file that reads import.meta.env or the
 * build-time constants; everything else imports `appConfig`.
 */
export interface AppConfig {
  /** Prefix for backend calls; '' means same origin (dev server proxies to the API). */
  readonly apiBaseUrl: string;
  readonly buildRevision: string;
  readonly productTitle: string;
  readonly productSubtitle: string;
  /** BullMQ dashboard served by the backend, outside the SPA. */
  readonly queuesDashboardUrl: string;
  readonly requestTimeoutMs: number;
  readonly authStatusTimeoutMs: number;
  readonly healthPollMs: number;
  readonly storagePrefix: string;
  readonly isProduction: boolean;
}

const trimTrailingSlash = (value: string): string => value.replace(/\/+$/, '');

export const appConfig: AppConfig = Object.freeze({
  apiBaseUrl: trimTrailingSlash(import.meta.env.VITE_API_BASE_URL ?? ''),
  buildRevision: typeof __BUILD_REVISION__ === 'string' ? __BUILD_REVISION__ : 'dev',
  productTitle: 'Lead Automation',
  productSubtitle: 'Internal System',
  queuesDashboardUrl: '/admin/queues',
  requestTimeoutMs: 20_000,
  authStatusTimeoutMs: 10_000,
  healthPollMs: 60_000,
  storagePrefix: 'la.',
  isProduction: import.meta.env.PROD,
});
