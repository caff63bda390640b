import { ApiError } from './api-error';
import { isObject, readString } from './json';

/**
 * A 2xx answer that says `success: false` (or is no JSON object at all): an ApiError with the answer's status and
 * its `error` (else `message`) text, '' when it has none, so each screen falls back to its own error text.
 */
const refusal = (body: unknown, status: number): ApiError => {
  const envelope = isObject(body) ? body : {};
  return new ApiError({
    message: readString(envelope, 'error') || readString(envelope, 'message') || '',
    status,
    body: body ?? null,
    errorCode: readString(envelope, 'error_code') ?? null,
  });
};

/** An action answer (`{success, ...}`): resolves only when success is true. */
export const resultOf = <T>(json: unknown, status: number): T => {
  if (!isObject(json) || json.success !== true) throw refusal(json, status);
  return json as T;
};

/** `json[key]` of a read; `{success: false, error}` throws with that error, a missing key as an unexpected shape. */
export const dataOf = <T>(json: unknown, key: string, status: number): T => {
  if (isObject(json) && json.success === false) throw refusal(json, status);
  if (!isObject(json) || !(key in json)) {
    throw new ApiError({ message: 'The server answer has an unexpected shape', status, body: json });
  }
  return json[key] as T;
};

/** Query string of defined, non-empty values only (optional filters are sent only when set). */
export const toQueryString = (params: object): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  return search.toString();
};
