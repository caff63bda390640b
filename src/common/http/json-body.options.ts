import type { IncomingMessage, ServerResponse } from 'node:http';
import { CommonError, CommonErrorCode } from '../errors/app-error';

/** Largest JSON request body (413 PAYLOAD_TOO_LARGE beyond; compressed bodies count once inflated). */
export const JSON_BODY_LIMIT = '1mb';
/** Deepest nesting of objects and arrays a JSON body may have (no request of ours needs more than 3). */
export const JSON_MAX_DEPTH = 32;
/**
 * Most values (fields and list items) a JSON body may hold; ours hold about 15. class-transformer spends ~13 µs
 * per value before validation drops unknown fields, so 500,000 values in 1 MB would block the process for ~6 s.
 */
export const JSON_MAX_VALUES = 1000;

export type JsonShapeProblem = 'too_deep' | 'too_many_values';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * What is wrong with the shape of raw JSON, or null: objects/arrays nested deeper than `maxDepth`, or more than
 * `maxValues` values (every value after the first in an object or array follows a comma, and containers are
 * bounded by the depth check, so counting commas bounds the values). One linear pass over the bytes that skips
 * string contents and their escapes (UTF-8 multi-byte sequences never contain these ASCII bytes); it runs
 * before anything recursive or per-value (JSON.parse, class-transformer) sees the body.
 */
export function jsonShapeProblem(bytes: Uint8Array, limits: { maxDepth: number; maxValues: number }): JsonShapeProblem | null {
  let depth = 0;
  let commas = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    if (byte === QUOTE) inString = true;
    else if (byte === COMMA) {
      if (++commas >= limits.maxValues) return 'too_many_values';
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limits.maxDepth) return 'too_deep';
    } else if ((byte === CLOSE_BRACE || byte === CLOSE_BRACKET) && depth > 0) depth--;
  }
  return null;
}

const MESSAGES: Record<JsonShapeProblem, string> = {
  too_deep: `The JSON body is nested deeper than ${JSON_MAX_DEPTH} levels`,
  too_many_values: `The JSON body holds more than ${JSON_MAX_VALUES} values (fields and list items)`,
};

/**
 * body-parser `verify` hook for JSON bodies: refuses bodies nested deeper than JSON_MAX_DEPTH or holding more
 * than JSON_MAX_VALUES values before they are parsed. body-parser answers a failed verify with 403 unless the
 * error carries its own status, so it carries 400; the global exception filter renders it as 400
 * VALIDATION_FAILED with this message.
 */
export function verifyJsonShape(_req: IncomingMessage, _res: ServerResponse, body: Buffer): void {
  const problem = jsonShapeProblem(body, { maxDepth: JSON_MAX_DEPTH, maxValues: JSON_MAX_VALUES });
  if (problem) throw Object.assign(new CommonError(CommonErrorCode.ValidationFailed, MESSAGES[problem]), { status: 400 });
}

/** Options of the application's JSON body parser. */
export const jsonBodyOptions = { limit: JSON_BODY_LIMIT, verify: verifyJsonShape };
