import type { Store } from 'react-admin';
import type { AppConfig } from '../config';
import { createAuthProvider, type AppAuthProvider } from './auth-provider';
import { createDataProvider, type AppDataProvider } from './data-provider';
import { createHttpClient, type HttpClient } from './http-client';
import { createPreferencesStore } from './preferences-store';
import { Session } from './session';

export interface AppServices {
  session: Session;
  httpClient: HttpClient;
  authProvider: AppAuthProvider;
  dataProvider: AppDataProvider;
  store: Store;
}

export interface CreateServicesOptions {
  config: AppConfig;
  redirect?: (url: string) => void;
  storage?: Storage;
}

/** Wires the session, HTTP client and providers. Called once by <App> (no module-level state). */
export const createServices = ({
  config,
  redirect = (url) => window.location.assign(url),
  storage,
}: CreateServicesOptions): AppServices => {
  const session = new Session({ apiBaseUrl: config.apiBaseUrl, statusTimeoutMs: config.authStatusTimeoutMs });
  const httpClient = createHttpClient({ session, timeoutMs: config.requestTimeoutMs });
  return {
    session,
    httpClient,
    authProvider: createAuthProvider({ apiBaseUrl: config.apiBaseUrl, session, httpClient, redirect }),
    dataProvider: createDataProvider({ apiBaseUrl: config.apiBaseUrl, httpClient }),
    store: createPreferencesStore({ prefix: config.storagePrefix, storage }),
  };
};
