import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import { isObject } from '../../providers/json';

/**
 * What the editor needs from the data provider beyond CRUD on `templates`. The shapes follow the wire format of the
 * template, asset and contact endpoints.
 */
export interface EditorVariable {
  key: string;
  label: string;
  group: string;
  example?: string | null;
}
export interface EditorVariableGroup {
  name: string;
  items: EditorVariable[];
}
export interface EditorContact {
  id: string | number;
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  name?: string | null;
}
export interface EditorPreview {
  html: string;
  warnings?: unknown[];
  missing_assets?: unknown[];
}
export interface EditorInlined {
  html_inlined: string;
  warnings?: { message: string; code?: string }[];
}
export interface EditorAsset {
  key: string;
  url: string;
  filename: string;
  size: number;
}
export interface EditorTestSendInput {
  to_email: string;
  subject: string;
  html: string;
  text: string;
  inline_images: boolean;
  context: Record<string, string | number | null>;
}
export interface EditorTestSendAnswer {
  provider?: string | null;
  request_id?: string | null;
  to?: string | string[] | null;
  subject?: string | null;
  saved_to_sent?: boolean | null;
  error?: string | null;
  delivery_id?: string | null;
  message_id?: string | null;
}

export interface EditorMethods {
  getTemplateVariables(): Promise<EditorVariableGroup[]>;
  getExampleContacts(): Promise<EditorContact[]>;
  getRecentContacts(limit?: number): Promise<EditorContact[]>;
  previewTemplate(id: string, contact: string | object | null): Promise<EditorPreview>;
  inlineTemplateHtml(input: { html: string; resolve_assets: boolean; sanitize: boolean; inline: boolean }): Promise<EditorInlined>;
  listAssets(q?: string): Promise<EditorAsset[]>;
  uploadAsset(file: File): Promise<{ key: string; public_url: string }>;
  testSendTemplate(id: string, input: EditorTestSendInput): Promise<EditorTestSendAnswer>;
}

export type EditorDataProvider = AppDataProvider & EditorMethods;

export const useEditorApi = () => useDataProvider<EditorDataProvider>();

/** A template record as the API returns it (html and text also arrive as html_content / text_content). */
export interface TemplateRecordLike {
  id: string | number;
  name?: string | null;
  subject?: string | null;
  html?: string | null;
  html_content?: string | null;
  text?: string | null;
  text_content?: string | null;
  tags?: string[] | null;
  folder_id?: string | null;
  folderId?: string | null;
  owner_user_id?: string | null;
}

/** The server's list of messages on a failed save (ApiError.details, or `details` in the error body). */
export const errorDetails = (error: unknown): string[] => {
  if (!isObject(error)) return [];
  const fromError = error.details;
  const fromBody = isObject(error.body) ? error.body.details : undefined;
  const list = Array.isArray(fromError) ? fromError : Array.isArray(fromBody) ? fromBody : [];
  return list.map((item: unknown) => (typeof item === 'string' ? item : isObject(item) && typeof item.message === 'string' ? item.message : '')).filter(Boolean);
};

/** A readable message for any failure. */
export const failureMessage = (error: unknown, fallback = 'Unknown error'): string => {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
};

/** The status of an ApiError-like failure (0 = network or timeout, null = unknown). */
export const errorStatus = (error: unknown): number | null =>
  isObject(error) && typeof error.status === 'number' ? error.status : error instanceof TypeError ? 0 : null;
