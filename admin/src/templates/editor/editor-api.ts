import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/data-provider';
import { isObject } from '../../providers/json';
import type { Asset, ExampleContact, TemplateRecord } from '../../api/types';
import type { TemplateMethods } from '../../providers/templates-methods';

export type EditorContact = ExampleContact;
export type EditorAsset = Asset;
export type EditorMethods = TemplateMethods;
export type TemplateRecordLike = TemplateRecord;

export const useEditorApi = () => useDataProvider<AppDataProvider>();

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
