import type { HttpClient } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** Sequence calls beyond react-admin's CRUD on `sequences` (state, duplicate, summary). */
export type SequenceMethods = Record<never, never>;

export interface CreateSequenceMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

export const createSequenceMethods = ({ apiBaseUrl, httpClient }: CreateSequenceMethodsOptions) => {
  void apiBaseUrl;
  void httpClient;
  const resources: Record<string, ResourceCrud> = {};
  const methods: SequenceMethods = {};
  return { resources, methods };
};
