/**
 * Wire types of the template, asset, example-contact and caught-mail endpoints, written by hand after the API's
 * response DTOs (field names and nullability as the server sends them). They stand in until the generated schema
 * covers these endpoints.
 */

/** A template as GET /api/templates/{id} answers it; lists omit html/text unless include_body=true. */
export interface TemplateRecord {
  id: string;
  name: string;
  subject: string;
  html?: string;
  /** Same as html. */
  html_content?: string;
  text?: string;
  /** Same as text. */
  text_content?: string;
  tags: string[];
  /** Merge variables used by subject, html and text. */
  variables: string[];
  folder_id: string | null;
  /** Same as folder_id. */
  folderId: string | null;
  owner_user_id: string | null;
  created_at: string;
  updated_at: string;
}

/** A template in the picker's list (GET /api/templates?limit=50&include_body=true). */
export type TemplateSummary = TemplateRecord;

/** What POST /api/templates and PUT /api/templates/{id} take (PUT: absent fields stay unchanged). */
export interface TemplateInput {
  name: string;
  subject: string;
  html: string;
  text?: string;
  tags?: string[];
  folder_id?: string | null;
  owner_user_id?: string | null;
}

export interface TemplatePagination {
  page: number;
  total: number;
  pages: number;
}

/** GET /api/templates: `{success, data}`, plus `pagination` when a page was asked for. */
export interface TemplateListAnswer {
  success: true;
  data: TemplateRecord[];
  pagination?: TemplatePagination;
}

/** A refused template save: every problem in words under `details`. */
export interface TemplateErrorEnvelope {
  success: false;
  error: string;
  message: string;
  error_code: string;
  details?: string[];
  errors?: Record<string, string>;
}

export interface MergeVariable {
  /** What a template writes between double braces, e.g. firstName. */
  key: string;
  label: string;
  group: string;
  example: string;
}

export interface MergeVariableGroup {
  name: string;
  items: MergeVariable[];
}

/** GET /api/contacts/examples (data.contacts) and GET /api/contacts/recent (contacts). */
export interface ExampleContact {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  /** First and last name, else the email. */
  name: string;
}

export type TemplateWarningCode =
  | 'UNRESOLVED_TOKENS_SUBJECT'
  | 'UNRESOLVED_TOKENS_BODY'
  | 'SUBJECT_TOO_LONG'
  | 'IMAGE_SOURCE_REFUSED'
  | 'ASSET_MISSING'
  | 'CONTENT_REMOVED'
  | 'UNSAFE_CONTENT_KEPT'
  | (string & {});

export interface TemplateWarning {
  message: string;
  code: TemplateWarningCode;
}

/** POST /api/templates/{id}/preview, flattened: data.html (and subject/text) with the top-level warnings. */
export interface TemplatePreview {
  html: string;
  /** The merged subject, on one line. */
  subject?: string;
  /** The plain-text part. */
  text?: string;
  warnings: TemplateWarning[] | string[];
  missing_assets: string[];
}

export interface InlineTemplateInput {
  html: string;
  resolve_assets?: boolean;
  sanitize?: boolean;
  inline?: boolean;
}

/** POST /api/templates/inline, flattened: data.html_inlined with the top-level warnings. */
export interface InlinedTemplate {
  html_inlined: string;
  warnings: { message: string; code: string }[];
}

/** GET /api/assets?q= → data.assets */
export interface Asset {
  key: string;
  /** Public URL (works without signing in). */
  url: string;
  filename: string;
  /** Bytes. */
  size: number;
}

/** POST /api/assets/presign → data */
export interface PresignedUpload {
  upload_url: string;
  key: string;
  public_url: string;
  method: string;
  headers?: Record<string, string>;
  expires_at?: string;
}

export interface UploadedAsset {
  key: string;
  public_url: string;
}

export interface TestSendContext {
  customer_name?: string;
  tracking_number?: string;
  estimated_revenue?: string;
  move_date?: string;
  origin_address?: string;
  destination_address?: string;
}

/** POST /api/templates/{id}/test-send body: the editor's current content. */
export interface TestSendInput {
  to_email: string;
  subject: string;
  html: string;
  text?: string;
  inline_images?: boolean;
  context?: Record<string, unknown>;
}

/** POST /api/templates/{id}/test-send answer (without the envelope's `success`). */
export interface TestSendResult {
  provider: string;
  request_id: string | null;
  from: string;
  to: string;
  subject: string;
  saved_to_sent: boolean;
  error: string | null;
  delivery_id?: string;
  message_id?: string;
}

/** One message the mail catcher caught (GET /api/mail/caught → data[]). */
export interface CaughtMailSummary {
  id: string;
  from: string | null;
  to: string[];
  subject: string | null;
  /** When the catcher received it (ISO date-time). */
  date: string;
  message_id: string | null;
  /** Size of the raw message in bytes. */
  size: number;
}

export interface CaughtMailHeader {
  key: string;
  value: string;
}

/** GET /api/mail/caught/{id} → data. `html` is the message as sent: show it only in a sandboxed frame. */
export interface CaughtMail extends CaughtMailSummary {
  headers: CaughtMailHeader[];
  html: string | null;
  text: string | null;
  raw: string;
}

/** DELETE /api/mail/caught */
export interface CaughtMailCleared {
  cleared: number;
}
