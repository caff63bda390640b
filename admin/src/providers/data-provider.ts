import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { AppSettings, EndpointStatus, HealthEndpoint, HealthReport } from '../types';
import { ApiError } from './api-error';
import type { HttpClient } from './http-client';
import { createLeadsApi, type LeadsApi } from './leads-api';
import { isObject, readString, type JsonObject } from './json';

export interface AppDataProvider extends DataProvider, LeadsApi {
  /** GET /api-health (public). A 503 still carries the report. */
  getHealth: () => Promise<HealthReport>;
  /** GET /api/settings: the effective non-secret configuration. */
  getSettings: () => Promise<AppSettings>;
}

const ENDPOINT_STATUSES: readonly EndpointStatus[] = ['healthy', 'timeout', 'error', 'connection_error'];

const toNumber = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const toEndpoint = (value: unknown): HealthEndpoint | null => {
  if (!isObject(value)) return null;
  const status = ENDPOINT_STATUSES.find((s) => s === value.status) ?? 'error';
  return {
    name: readString(value, 'name') ?? 'unknown',
    method: readString(value, 'method') ?? 'GET',
    url: readString(value, 'url') ?? '',
    status,
    response_time: typeof value.response_time === 'number' ? value.response_time : null,
    error: readString(value, 'error') ?? null,
  };
};

/** Normalises the /api-health body ({success, data: {summary, endpoints}}). */
export const toHealthReport = (body: unknown): HealthReport => {
  const data: unknown = isObject(body) ? body.data : undefined;
  if (!isObject(data) || !Array.isArray(data.endpoints)) {
    throw new Error('The health report has an unexpected shape');
  }
  const summary: JsonObject = isObject(data.summary) ? data.summary : {};
  return {
    summary: {
      healthy: toNumber(summary.healthy),
      timeouts: toNumber(summary.timeouts),
      errors: toNumber(summary.errors),
      average_response_time_ms: toNumber(summary.average_response_time_ms),
    },
    endpoints: data.endpoints.map(toEndpoint).filter((e): e is HealthEndpoint => e !== null),
  };
};

export interface CreateDataProviderOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

export const createDataProvider = ({ apiBaseUrl, httpClient }: CreateDataProviderOptions): AppDataProvider => {
  const base = simpleRestProvider(`${apiBaseUrl}/api`, httpClient);
  return {
    ...base,
    ...createLeadsApi({ apiBaseUrl, httpClient }),
    async getHealth() {
      const { json } = await httpClient(`${apiBaseUrl}/api-health`, { acceptStatus: [503] });
      return toHealthReport(json);
    },
    async getSettings() {
      const { json, status } = await httpClient(`${apiBaseUrl}/api/settings`);
      if (!isObject(json) || !isObject(json.data)) {
        throw new ApiError({ message: 'The settings answer has an unexpected shape', status, body: json });
      }
      // Shape is the backend's SettingsResponseDto; fields are read defensively by the view.
      return json.data as unknown as AppSettings;
    },
  };
};
