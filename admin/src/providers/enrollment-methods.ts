import type { HttpClient } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** Enrollment rule, enrollment, manual assignment and contact calls beyond react-admin's CRUD. */
export type EnrollmentMethods = Record<never, never>;

export interface CreateEnrollmentMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

export const createEnrollmentMethods = ({ apiBaseUrl, httpClient }: CreateEnrollmentMethodsOptions) => {
  void apiBaseUrl;
  void httpClient;
  const resources: Record<string, ResourceCrud> = {};
  const methods: EnrollmentMethods = {};
  return { resources, methods };
};
