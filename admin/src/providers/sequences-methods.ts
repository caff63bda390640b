import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import type {
  SequenceDetail,
  SequenceInput,
  SequenceListAnswer,
  SequenceListSort,
  SequenceListStatus,
  SequenceRecord,
  SequenceStateAnswer,
  SequenceStateChange,
  SequenceStep,
  SequenceUpdateInput,
} from '../api/types';
import { dataOf, resultOf, toQueryString } from './api-answers';
import type { HttpClient, HttpClientOptions } from './http-client';
import type { ResourceCrud } from './resource-crud';

/** A sequence as getOne('sequences') returns it: the card fields plus its steps in order. */
export type SequenceWithSteps = SequenceRecord & { steps: SequenceStep[] };

/** What getList('sequences') returns besides the rows: how many live sequences exist whatever the filters. */
export interface SequenceListMeta {
  totalAll: number;
}

/** What delete('sequences') takes in `meta`: force cancels the live enrollments with the reason. */
export interface SequenceDeleteMeta {
  force?: boolean;
  reason?: string;
}

/** react-admin sort (field + order) → the server's sort name; unknown sorts fall back to the default. */
const SORTS: Readonly<Record<string, SequenceListSort>> = {
  'updated_at:DESC': 'updated_desc',
  'created_at:DESC': 'created_desc',
  'name:ASC': 'name_asc',
  'name:DESC': 'name_desc',
  'step_count:DESC': 'steps_desc',
};

export const sequenceSortOf = (params: Pick<GetListParams, 'sort'>): SequenceListSort =>
  SORTS[`${params.sort?.field ?? ''}:${params.sort?.order ?? ''}`] ?? 'updated_desc';

/** Sequence calls beyond react-admin's CRUD on `sequences`: state, duplicate. */
export interface SequenceMethods {
  /** PATCH /api/v1/sequences/{id}/state {state, reason?, updated_at} → sequence, idempotent (409 CONFLICT carries the server's copy). */
  changeSequenceState(sequenceId: string, change: SequenceStateChange): Promise<SequenceStateAnswer>;
  /** POST /api/sequences/{id}/duplicate → the copy ('{name} (Copy)', steps copied, no enrollments). */
  duplicateSequence(sequenceId: string): Promise<SequenceRecord>;
}

export interface CreateSequenceMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
}

const id = (value: unknown) => encodeURIComponent(String(value));

export const createSequenceMethods = ({ apiBaseUrl, httpClient }: CreateSequenceMethodsOptions) => {
  const api = `${apiBaseUrl}/api`;
  const send = (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const withBody = (method: string, payload: unknown): HttpClientOptions => ({ method, body: JSON.stringify(payload) });

  const sequencesCrud: ResourceCrud = {
    /** GET /api/sequences?q&status&sort: every live sequence matching (no paging: a company has hundreds at most). */
    async getList(params: GetListParams) {
      const filter: Record<string, unknown> = params.filter ?? {};
      const status = typeof filter.status === 'string' && filter.status ? (filter.status as SequenceListStatus) : undefined;
      const query = toQueryString({ q: typeof filter.q === 'string' ? filter.q.trim() : undefined, status, sort: sequenceSortOf(params) });
      const { json, status: httpStatus } = await send(`/sequences?${query}`, { signal: params.signal });
      const answer = resultOf<SequenceListAnswer>(json, httpStatus);
      const rows = answer.items ?? answer.sequences ?? [];
      const meta: SequenceListMeta = { totalAll: answer.total ?? rows.length };
      return { data: rows, total: rows.length, meta };
    },
    /** GET /api/sequences/{id} → the sequence with its steps. */
    async getOne(params: GetOneParams) {
      const { json, status } = await send(`/sequences/${id(params.id)}`, { signal: params.signal });
      const detail = resultOf<SequenceDetail>(json, status);
      const data: SequenceWithSteps = { ...detail.sequence, steps: detail.steps };
      return { data };
    },
    /** POST /api/sequences; a 409 name_conflict rejects with the envelope (existing.id) in the error's body. */
    async create(params: CreateParams) {
      const { json, status } = await send('/sequences', withBody('POST', params.data as SequenceInput));
      return { data: dataOf<SequenceRecord>(json, 'sequence', status) };
    },
    /** PUT /api/sequences/{id}: the designer fields (409 name_conflict). */
    async update(params: UpdateParams) {
      const { json, status } = await send(`/sequences/${id(params.id)}`, withBody('PUT', params.data as SequenceUpdateInput));
      return { data: dataOf<SequenceRecord>(json, 'sequence', status) };
    },
    /** DELETE /api/sequences/{id} {force, reason} → 204; 409 SEQUENCE_ACTIVE while enrollments are live. */
    async delete(params: DeleteParams) {
      const meta = (params.meta ?? {}) as SequenceDeleteMeta;
      await send(`/sequences/${id(params.id)}`, withBody('DELETE', { force: meta.force ?? false, reason: meta.reason }));
      return { data: params.previousData ?? { id: params.id } };
    },
  };

  const methods: SequenceMethods = {
    async changeSequenceState(sequenceId, change) {
      const { json, status } = await httpClient(`${apiBaseUrl}/api/v1/sequences/${id(sequenceId)}/state`, withBody('PATCH', change));
      return resultOf<SequenceStateAnswer>(json, status);
    },
    async duplicateSequence(sequenceId) {
      const { json, status } = await send(`/sequences/${id(sequenceId)}/duplicate`, { method: 'POST' });
      return dataOf<SequenceRecord>(json, 'sequence', status);
    },
  };
  return { resources: { sequences: sequencesCrud }, methods };
};
