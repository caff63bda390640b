import type { SequenceHistoryEvent, SequenceStep, SequenceStepInput, SequenceTestSendInput, SequenceTestSendResult } from '../api/types';
import { dataOf, resultOf, toQueryString } from './api-answers';
import type { HttpClient, HttpClientOptions } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** The older designer view's test send body: the address under its former name and the test-mode flag only. */
export type LegacySequenceTestSendInput = Required<Pick<SequenceTestSendInput, 'email' | 'test_mode'>>;

/** One page of a sequence's history: events strictly before `before` (an `at`), at most `limit`. */
export interface SequenceHistoryQuery {
  before?: string;
  limit?: number;
}

/** Designer and detail-page calls for one sequence: steps, test send, history. */
export interface SequenceDesignerMethods {
  /** GET /api/sequences/{id}/steps/v3 → the steps in order. */
  getSequenceSteps(sequenceId: string): Promise<SequenceStep[]>;
  /** PUT /api/sequences/{id}/steps/v3 {steps}: the whole list in order (renumbered from 1) → the saved steps. */
  saveSequenceSteps(sequenceId: string, steps: SequenceStepInput[]): Promise<SequenceStep[]>;
  /** POST /api/sequences/{id}/test-send → the send's outcome (provider, from, to, request id, delivery id). */
  testSendSequence(sequenceId: string, input: SequenceTestSendInput | LegacySequenceTestSendInput): Promise<SequenceTestSendResult>;
  /** GET /api/sequences/{id}/history → changes and sends, newest first. */
  getSequenceHistory(sequenceId: string, query?: SequenceHistoryQuery): Promise<SequenceHistoryEvent[]>;
}

export interface CreateSequenceDesignerMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

const id = (value: unknown) => encodeURIComponent(String(value));

export const createSequenceDesignerMethods = ({ apiBaseUrl, httpClient }: CreateSequenceDesignerMethodsOptions) => {
  const api = `${apiBaseUrl}/api/sequences`;
  const send = (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const withBody = (method: string, payload: unknown): HttpClientOptions => ({ method, body: JSON.stringify(payload) });

  const resources: Record<string, ResourceCrud> = {};
  const methods: SequenceDesignerMethods = {
    async getSequenceSteps(sequenceId) {
      const { json, status } = await send(`/${id(sequenceId)}/steps/v3`);
      return dataOf<SequenceStep[]>(json, 'steps', status);
    },
    async saveSequenceSteps(sequenceId, steps) {
      const { json, status } = await send(`/${id(sequenceId)}/steps/v3`, withBody('PUT', { steps }));
      return dataOf<SequenceStep[]>(json, 'steps', status);
    },
    async testSendSequence(sequenceId, input) {
      const { json, status } = await send(`/${id(sequenceId)}/test-send`, withBody('POST', input));
      // A repeat of a recorded failed send answers success: false with the provider's error: a rejection too.
      return resultOf<SequenceTestSendResult>(json, status);
    },
    async getSequenceHistory(sequenceId, query = {}) {
      const search = toQueryString({ before: query.before, limit: query.limit });
      const { json, status } = await send(`/${id(sequenceId)}/history${search ? `?${search}` : ''}`);
      return dataOf<SequenceHistoryEvent[]>(json, 'events', status);
    },
  };
  return { resources, methods };
};
