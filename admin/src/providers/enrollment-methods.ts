import type { CreateParams, GetListParams, GetListResult, RaRecord, UpdateParams } from 'react-admin';
import type {
  AssignmentStep,
  ContactListAnswer,
  ContactListItem,
  EnrollmentRule,
  EnrollmentRuleInput,
  ManualAssignInput,
  ManualAssignResult,
  RulePreview,
  SequenceAnalyticsSummary,
  SequenceEnrollmentList,
} from '../api/types';
import { ApiError } from './api-error';
import { dataOf, toQueryString } from './api-answers';
import type { HttpClient, HttpClientOptions } from './http-client';
import { isObject } from './json';
import type { ResourceCrud } from './resource-crud';

/** Contacts per page of the assignment dialog (infinite scroll). */
export const CONTACTS_PAGE_SIZE = 50;
/** Recent enrollments the panel shows. */
export const RECENT_ENROLLMENTS_LIMIT = 20;
/** Contacts a rule preview lists. */
export const RULE_PREVIEW_LIMIT = 50;
/** A busy contacts list is asked at most this many times, waiting this long times the attempt number in between. */
export const CONTACTS_ATTEMPTS = 3;
export const CONTACTS_RETRY_BASE_MS = 800;

export type RuleAction = 'start' | 'pause' | 'stop';

/** What getList('contacts') returns besides the rows. */
export interface ContactListMeta {
  /** The not-enrolled filter failed on the server (500), so the rows are every contact. */
  eligibleFilterDropped: boolean;
}

/** Enrollment rule, enrollment, manual assignment and analytics calls beyond react-admin's CRUD. */
export interface EnrollmentMethods {
  /** POST /api/enrollment/rules/{id}/start|pause|stop → rule (resume is start). */
  changeRuleStatus(ruleId: string, action: RuleAction): Promise<EnrollmentRule>;
  /** POST /api/enrollment/rules/{id}/preview {limit: 50} → preview */
  previewRule(ruleId: string): Promise<RulePreview>;
  /** POST /api/enrollment/enrollments/{id}/cancel */
  cancelEnrollment(enrollmentId: string): Promise<void>;
  /** POST /api/enrollment/sequences/{id}/enrollments/bulk-unenroll {enrollment_ids} → unenrolled */
  bulkUnenroll(sequenceId: string, enrollmentIds: string[]): Promise<number>;
  /** POST /api/enrollment/sequences/{id}/manual-assign */
  manualAssign(sequenceId: string, input: ManualAssignInput): Promise<ManualAssignResult>;
  /** GET /api/sequences/{id}/analytics/summary */
  getSequenceAnalyticsSummary(sequenceId: string): Promise<SequenceAnalyticsSummary>;
  /** GET /api/sequences/{id}/steps/v3 → steps (the assignment dialog's step choice, guards and estimated start). */
  getAssignmentSteps(sequenceId: string): Promise<AssignmentStep[]>;
}

export interface CreateEnrollmentMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
  /** Waits between contact-list attempts; tests pass an instant one. */
  wait?: (ms: number) => Promise<void>;
}

const id = (value: unknown) => encodeURIComponent(String(value));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const sequenceIdOf = (params: GetListParams): string => {
  const value: unknown = params.filter?.sequence_id;
  if (typeof value !== 'string' || !value) throw new ApiError({ message: 'filter.sequence_id is required', status: 0 });
  return value;
};

/** The contacts list is busy or unavailable: worth asking again shortly. */
export const isContactsBusy = (error: unknown): boolean => {
  if (!(error instanceof ApiError)) return false;
  const text = `${error.errorCode ?? ''} ${error.message}`;
  return text.includes('CONTACTS_BUSY') || text.includes('CONTACTS_UNAVAILABLE');
};

/** The search text as sent: trimmed, and only from 2 characters on. */
export const contactSearchTerm = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const term = value.trim();
  return term.length >= 2 ? term : undefined;
};

const contactQuery = (params: GetListParams, withEligibleFilter: boolean) => {
  const filter: Record<string, unknown> = params.filter ?? {};
  const page = params.pagination?.page ?? 1;
  const limit = params.pagination?.perPage ?? CONTACTS_PAGE_SIZE;
  return toQueryString({
    q: contactSearchTerm(filter.q),
    lifecycle_stage: filter.lifecycle_stage,
    consent_status: filter.consent_status,
    min_lead_score: filter.min_lead_score,
    not_enrolled_in_sequence: withEligibleFilter ? filter.not_enrolled_in_sequence : undefined,
    sort: params.sort?.field,
    order: params.sort?.order?.toLowerCase(),
    limit,
    offset: (page - 1) * limit,
  });
};

export const createEnrollmentMethods = ({ apiBaseUrl, httpClient, wait = sleep }: CreateEnrollmentMethodsOptions) => {
  const api = `${apiBaseUrl}/api`;
  const send = (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const withBody = (payload: unknown): HttpClientOptions => ({ method: 'POST', body: JSON.stringify(payload) });

  /** One page of contacts, asked again (up to 3 times in all) while the list says it is busy. */
  const contactsPage = async (params: GetListParams, withEligibleFilter: boolean): Promise<ContactListAnswer> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const { json, status } = await send(`/contacts?${contactQuery(params, withEligibleFilter)}`, { signal: params.signal });
        if (!isObject(json)) throw new ApiError({ message: 'The server answer has an unexpected shape', status, body: json });
        return json as unknown as ContactListAnswer;
      } catch (error) {
        if (attempt >= CONTACTS_ATTEMPTS || !isContactsBusy(error)) throw error;
        await wait(CONTACTS_RETRY_BASE_MS * attempt);
      }
    }
  };

  const listContacts = async (params: GetListParams): Promise<GetListResult<ContactListItem> & { meta: ContactListMeta }> => {
    const eligibleFilter = Boolean(params.filter?.not_enrolled_in_sequence);
    let answer: ContactListAnswer;
    let dropped = false;
    try {
      answer = await contactsPage(params, eligibleFilter);
    } catch (error) {
      // A server failure of the not-enrolled filter: show every contact rather than nothing (the screen warns).
      if (!eligibleFilter || !(error instanceof ApiError) || error.status !== 500) throw error;
      answer = await contactsPage(params, false);
      dropped = true;
    }
    const rows = answer.items ?? answer.contacts ?? [];
    return {
      data: rows,
      total: answer.total,
      pageInfo: { hasNextPage: answer.has_more ?? rows.length >= CONTACTS_PAGE_SIZE, hasPreviousPage: (answer.offset ?? 0) > 0 },
      meta: { eligibleFilterDropped: dropped },
    };
  };

  const resources: Record<string, ResourceCrud> = {
    'enrollment-rules': {
      async getList(params) {
        const { json, status } = await send(`/enrollment/sequences/${id(sequenceIdOf(params))}/rules`, { signal: params.signal });
        const rules = dataOf<EnrollmentRule[]>(json, 'rules', status);
        return { data: rules, total: rules.length };
      },
      async create(params: CreateParams) {
        const { json, status } = await send('/enrollment/rules', withBody(params.data as EnrollmentRuleInput));
        return { data: dataOf<EnrollmentRule>(json, 'rule', status) };
      },
      /** PUT /api/enrollment/rules/{id}: a draft or paused rule's fields (the sequence stays). */
      async update(params: UpdateParams) {
        const { sequence_id: _sequence, ...fields } = params.data as EnrollmentRuleInput;
        const { json, status } = await send(`/enrollment/rules/${id(String(params.id))}`, { method: 'PUT', body: JSON.stringify(fields) });
        return { data: dataOf<EnrollmentRule>(json, 'rule', status) };
      },
    },
    'sequence-enrollments': {
      async getList(params) {
        const limit = params.pagination?.perPage ?? RECENT_ENROLLMENTS_LIMIT;
        const path = `/enrollment/sequences/${id(sequenceIdOf(params))}/enrollments?${toQueryString({ limit })}`;
        const { json, status } = await send(path, { signal: params.signal });
        const rows = dataOf<SequenceEnrollmentList['enrollments']>(json, 'enrollments', status);
        const total = isObject(json) && typeof json.total === 'number' ? json.total : rows.length;
        return { data: rows, total };
      },
    },
    contacts: {
      async getList(params) {
        const { data, ...rest } = await listContacts(params);
        return { data: data as RaRecord[], ...rest };
      },
    },
  };

  const methods: EnrollmentMethods = {
    async changeRuleStatus(ruleId, action) {
      const { json, status } = await send(`/enrollment/rules/${id(ruleId)}/${action}`, { method: 'POST' });
      return dataOf<EnrollmentRule>(json, 'rule', status);
    },
    async previewRule(ruleId) {
      const { json, status } = await send(`/enrollment/rules/${id(ruleId)}/preview`, withBody({ limit: RULE_PREVIEW_LIMIT }));
      return dataOf<RulePreview>(json, 'preview', status);
    },
    async cancelEnrollment(enrollmentId) {
      await send(`/enrollment/enrollments/${id(enrollmentId)}/cancel`, { method: 'POST' });
    },
    async bulkUnenroll(sequenceId, enrollmentIds) {
      const path = `/enrollment/sequences/${id(sequenceId)}/enrollments/bulk-unenroll`;
      const { json, status } = await send(path, withBody({ enrollment_ids: enrollmentIds }));
      const unenrolled = dataOf<number | unknown[]>(json, 'unenrolled', status);
      return Array.isArray(unenrolled) ? unenrolled.length : unenrolled;
    },
    async manualAssign(sequenceId, input) {
      const { json, status } = await send(`/enrollment/sequences/${id(sequenceId)}/manual-assign`, withBody(input));
      if (!isObject(json) || typeof json.assigned_count !== 'number') {
        throw new ApiError({ message: 'The server answer has an unexpected shape', status, body: json });
      }
      return json as unknown as ManualAssignResult;
    },
    async getSequenceAnalyticsSummary(sequenceId) {
      const { json, status } = await send(`/sequences/${id(sequenceId)}/analytics/summary`);
      if (!isObject(json) || !isObject(json.metrics)) {
        throw new ApiError({ message: 'The server answer has an unexpected shape', status, body: json });
      }
      return json as unknown as SequenceAnalyticsSummary;
    },
    async getAssignmentSteps(sequenceId) {
      const { json, status } = await send(`/sequences/${id(sequenceId)}/steps/v3`);
      return dataOf<AssignmentStep[]>(json, 'steps', status);
    },
  };
  return { resources, methods };
};
