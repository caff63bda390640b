import type {
  CreateParams,
  CreateResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
  RaRecord,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import type {
  Asset,
  CaughtMail,
  CaughtMailCleared,
  CaughtMailSummary,
  ExampleContact,
  InlinedTemplate,
  InlineTemplateInput,
  MergeVariableGroup,
  PresignedUpload,
  TemplateInput,
  TemplateListAnswer,
  TemplatePreview,
  TemplateRecord,
  TemplateSummary,
  TestSendInput,
  TestSendResult,
  UploadedAsset,
} from '../api/types';
import { ApiError } from './api-error';
import { dataOf, resultOf, toQueryString } from './api-answers';
import type { HttpClient, HttpClientOptions } from './http-client';
import { isObject } from './json';

/** Rows per page of the templates list. */
export const TEMPLATES_PAGE_SIZE = 20;
/** Templates the picker loads per search. */
export const TEMPLATE_PICKER_LIMIT = 50;

/** Image types the asset store takes, by file extension (for files whose `type` the browser left blank). */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/** The file's type, else the type its extension names, else ''. */
export const contentTypeOf = (file: Pick<File, 'name' | 'type'>): string => {
  if (file.type) return file.type;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return IMAGE_TYPES[extension] ?? '';
};

/**
 * Template, asset, example-contact, test-send and caught-mail calls beyond react-admin's CRUD on `templates`.
 * Failures reject with ApiError (a refused template save carries the server's `details`).
 */
export interface TemplateMethods {
  /** GET /api/templates?limit=50&include_body=true[&q=] — the picker's list. */
  searchTemplates(q?: string): Promise<TemplateSummary[]>;
  /** GET /api/templates/variables → data.groups */
  getTemplateVariables(): Promise<MergeVariableGroup[]>;
  /** GET /api/contacts/examples → data.contacts */
  getExampleContacts(): Promise<ExampleContact[]>;
  /** GET /api/contacts/recent?limit= → contacts */
  getRecentContacts(limit?: number): Promise<ExampleContact[]>;
  /** POST /api/templates/{id}/preview {contact}: a contact id, contact fields, or null for the example data. */
  previewTemplate(id: string, contact: string | Record<string, unknown> | null): Promise<TemplatePreview>;
  /** POST /api/templates/inline */
  inlineTemplateHtml(body: InlineTemplateInput): Promise<InlinedTemplate>;
  /** GET /api/assets?q= → data.assets */
  listAssets(q?: string): Promise<Asset[]>;
  /**
   * Presign, then PUT the bytes to the upload URL (or POST /api/assets/upload as multipart when the presign
   * answer's method is not PUT). Rejects with 'Failed to get upload URL' or 'Upload failed ({status})'.
   */
  uploadAsset(file: File): Promise<UploadedAsset>;
  /** POST /api/templates/{id}/test-send */
  testSendTemplate(id: string, body: TestSendInput): Promise<TestSendResult>;
  /** GET /api/mail/caught (404 MAIL_CATCHER_NOT_FOUND when the catcher is off). */
  listCaughtMail(): Promise<CaughtMailSummary[]>;
  /** GET /api/mail/caught/{id} */
  getCaughtMail(id: string): Promise<CaughtMail>;
  /** DELETE /api/mail/caught */
  clearCaughtMail(): Promise<CaughtMailCleared>;
}

/** react-admin's CRUD for the `templates` resource. */
export interface TemplatesResource {
  getList(params: GetListParams): Promise<GetListResult<TemplateRecord>>;
  getOne(params: GetOneParams): Promise<GetOneResult<TemplateRecord>>;
  create(params: CreateParams): Promise<CreateResult<TemplateRecord>>;
  update(params: UpdateParams): Promise<UpdateResult<TemplateRecord>>;
  delete(params: DeleteParams): Promise<DeleteResult<RaRecord>>;
}

export interface CreateTemplateMethodsOptions {
  apiBaseUrl: string;
  httpClient: HttpClient;
  /** The browser's fetch, for the presigned PUT (no session, no JSON); tests pass a stub. */
  fetchImpl?: typeof fetch;
}

const id = (value: unknown) => encodeURIComponent(String(value));

/** The fields the API takes on create and update (whatever else the form's record holds is left out). */
const templateBody = (data: Partial<RaRecord>): Partial<TemplateInput> => {
  const body: Partial<TemplateInput> = {};
  if (typeof data.name === 'string') body.name = data.name;
  if (typeof data.subject === 'string') body.subject = data.subject;
  const html: unknown = data.html ?? data.html_content;
  if (typeof html === 'string') body.html = html;
  const text: unknown = data.text ?? data.text_content;
  if (typeof text === 'string') body.text = text;
  if (Array.isArray(data.tags)) body.tags = data.tags.filter((tag): tag is string => typeof tag === 'string');
  const folder: unknown = data.folder_id !== undefined ? data.folder_id : data.folderId;
  if (typeof folder === 'string' || folder === null) body.folder_id = folder;
  if (typeof data.owner_user_id === 'string') body.owner_user_id = data.owner_user_id;
  return body;
};

const searchOf = (filter: unknown): string | undefined => {
  if (!isObject(filter)) return undefined;
  const term = filter.q ?? filter.query;
  return typeof term === 'string' && term.trim() ? term.trim() : undefined;
};

export const createTemplateMethods = ({ apiBaseUrl, httpClient, fetchImpl }: CreateTemplateMethodsOptions) => {
  const api = `${apiBaseUrl}/api`;
  const send = (path: string, options: HttpClientOptions = {}) => httpClient(`${api}${path}`, options);
  const withBody = (method: string, payload: unknown): HttpClientOptions => ({ method, body: JSON.stringify(payload) });
  const rawFetch = (input: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init);

  const resource: TemplatesResource = {
    async getList(params) {
      const page = params.pagination?.page ?? 1;
      const perPage = params.pagination?.perPage ?? TEMPLATES_PAGE_SIZE;
      const query = toQueryString({ query: searchOf(params.filter), page, limit: perPage, ts: Date.now() });
      const { json, status } = await send(`/templates?${query}`, { signal: params.signal });
      const answer = resultOf<TemplateListAnswer>(json, status);
      return { data: answer.data, total: answer.pagination?.total ?? answer.data.length };
    },
    async getOne(params) {
      const { json, status } = await send(`/templates/${id(params.id)}`, { signal: params.signal });
      return { data: dataOf<TemplateRecord>(json, 'data', status) };
    },
    async create(params) {
      const { json, status } = await send('/templates', withBody('POST', templateBody(params.data as Partial<RaRecord>)));
      return { data: dataOf<TemplateRecord>(json, 'data', status) };
    },
    async update(params) {
      const { json, status } = await send(`/templates/${id(params.id)}`, withBody('PUT', templateBody(params.data as Partial<RaRecord>)));
      return { data: dataOf<TemplateRecord>(json, 'data', status) };
    },
    async delete(params) {
      // 200, 204 and 404 (already gone) all count as deleted.
      await send(`/templates/${id(params.id)}`, { method: 'DELETE', acceptStatus: [404] });
      return { data: (params.previousData ?? { id: params.id }) as RaRecord };
    },
  };

  const presign = async (file: File, contentType: string): Promise<PresignedUpload> => {
    try {
      const { json, status } = await send('/assets/presign', withBody('POST', { filename: file.name, content_type: contentType, size: file.size }));
      const upload = dataOf<PresignedUpload>(json, 'data', status);
      if (!upload.upload_url && upload.method === 'PUT') throw new Error('no upload URL');
      return upload;
    } catch (cause) {
      const status = cause instanceof ApiError ? cause.status : 0;
      throw new ApiError({ message: 'Failed to get upload URL', status, body: cause instanceof ApiError ? cause.body : null });
    }
  };

  const methods: TemplateMethods = {
    async searchTemplates(q) {
      const query = toQueryString({ limit: TEMPLATE_PICKER_LIMIT, include_body: true, q: q?.trim() });
      const { json, status } = await send(`/templates?${query}`);
      return dataOf<TemplateSummary[]>(json, 'data', status);
    },
    async getTemplateVariables() {
      const { json, status } = await send('/templates/variables');
      return dataOf<{ groups: MergeVariableGroup[] }>(json, 'data', status).groups;
    },
    async getExampleContacts() {
      const { json, status } = await send('/contacts/examples');
      return dataOf<{ contacts: ExampleContact[] }>(json, 'data', status).contacts;
    },
    async getRecentContacts(limit = 10) {
      const { json, status } = await send(`/contacts/recent?${toQueryString({ limit })}`);
      return dataOf<ExampleContact[]>(json, 'contacts', status);
    },
    async previewTemplate(templateId, contact) {
      const { json, status } = await send(`/templates/${id(templateId)}/preview`, withBody('POST', { contact }));
      const data = dataOf<Omit<TemplatePreview, 'warnings' | 'missing_assets'>>(json, 'data', status);
      const answer = json as { warnings?: TemplatePreview['warnings']; missing_assets?: string[] };
      return { ...data, warnings: answer.warnings ?? [], missing_assets: answer.missing_assets ?? [] };
    },
    async inlineTemplateHtml(body) {
      const { json, status } = await send('/templates/inline', withBody('POST', body));
      const data = dataOf<{ html_inlined: string }>(json, 'data', status);
      const answer = json as { warnings?: InlinedTemplate['warnings'] };
      return { html_inlined: data.html_inlined, warnings: answer.warnings ?? [] };
    },
    async listAssets(q) {
      const { json, status } = await send(`/assets?${toQueryString({ q: q?.trim() })}`);
      return dataOf<{ assets: Asset[] }>(json, 'data', status).assets;
    },
    async uploadAsset(file) {
      const contentType = contentTypeOf(file);
      const upload = await presign(file, contentType);
      if (upload.method.toUpperCase() === 'PUT') {
        let response: Response;
        try {
          response = await rawFetch(upload.upload_url, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
        } catch {
          throw new ApiError({ message: 'Upload failed (0)', status: 0 });
        }
        if (!response.ok) throw new ApiError({ message: `Upload failed (${response.status})`, status: response.status });
        return { key: upload.key, public_url: upload.public_url };
      }
      const form = new FormData();
      form.append('file', file);
      try {
        const { json, status } = await send('/assets/upload', { method: 'POST', body: form });
        const stored = dataOf<UploadedAsset>(json, 'data', status);
        return { key: stored.key, public_url: stored.public_url };
      } catch (cause) {
        const status = cause instanceof ApiError ? cause.status : 0;
        throw new ApiError({ message: `Upload failed (${status})`, status, body: cause instanceof ApiError ? cause.body : null });
      }
    },
    async testSendTemplate(templateId, body) {
      const { json, status } = await send(`/templates/${id(templateId)}/test-send`, withBody('POST', body));
      const { success: _success, ...result } = resultOf<TestSendResult & { success: true }>(json, status);
      return result;
    },
    async listCaughtMail() {
      const { json, status } = await send('/mail/caught');
      return dataOf<CaughtMailSummary[]>(json, 'data', status);
    },
    async getCaughtMail(mailId) {
      const { json, status } = await send(`/mail/caught/${id(mailId)}`);
      return dataOf<CaughtMail>(json, 'data', status);
    },
    async clearCaughtMail() {
      const { json, status } = await send('/mail/caught', { method: 'DELETE' });
      return { cleared: resultOf<CaughtMailCleared>(json, status).cleared };
    },
  };

  return { resource, methods };
};
