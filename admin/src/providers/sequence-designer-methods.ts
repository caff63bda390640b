import type { HttpClient } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** Designer and detail-page calls for one sequence: steps, test send, analytics summary, history. */
export type SequenceDesignerMethods = Record<never, never>;

export interface CreateSequenceDesignerMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

export const createSequenceDesignerMethods = ({ apiBaseUrl, httpClient }: CreateSequenceDesignerMethodsOptions) => {
  void apiBaseUrl;
  void httpClient;
  const resources: Record<string, ResourceCrud> = {};
  const methods: SequenceDesignerMethods = {};
  return { resources, methods };
};
