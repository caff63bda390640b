/**
 * US postal address splitting: '123 Main St, Apt 4, Springfield, IL 62704' → street / city / state / zip.
 */
import type { LeadAddress } from './lead-record';
import { MAX_FIELD_CHARS, trimChars, trimEndSeparators, trimSeparators } from './text-limits';
import { US_STATE_CODES, US_STATE_NAMES_LONGEST_FIRST, US_STATES } from './us-states';

/** The separators before it are trimmed with a loop: a leading [\s,]* would retry at every position of a long run. */
const COUNTRY_SUFFIX = /\b(?:U\.?S\.?A\.?|United States(?: of America)?)\.?$/i;
const ZIP_SUFFIX = /(?:^|[\s,])(\d{5})(?:-(\d{4}))?$/;
const STATE_CODE_SUFFIX = /(^|[\s,])([A-Za-z]{2})\.?$/;
const UNIT_SEGMENT = /^(?:apt|apartment|suite|ste|unit|#|fl|floor|bldg|building|room|rm|po box|p\.o\. box)\b/i;

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Built once: 'West Virginia' at the end of the text, after the start, a blank or a comma. */
const STATE_NAME_SUFFIXES: readonly { name: string; pattern: RegExp }[] = US_STATE_NAMES_LONGEST_FIRST.map((name) => ({
  name,
  pattern: new RegExp(`(^|[\\s,])${escapeRegExp(name).replace(/ /g, '\\s+')}$`, 'i'),
}));

/**
 * Collapses a (possibly multi-line) address into one line: newlines become ', ', runs of spaces one space. Reads at
 * most MAX_FIELD_CHARS characters.
 */
export function toSingleLineAddress(raw: string): string {
  const joined = raw
    .slice(0, MAX_FIELD_CHARS)
    .split(/\r?\n/)
    .map((line) => trimChars(line.replace(/\s+/g, ' ').trim(), ',').trim())
    .filter((line) => line !== '')
    .join(', ');
  // After the line above a blank run is one character long, so '\s*,' never retries over a long run.
  return trimSeparators(joined.replace(/\s*,[\s,]*/g, ', '));
}

function takeZip(rest: string): { rest: string; zip: string | null } {
  const match = ZIP_SUFFIX.exec(rest);
  if (!match) return { rest, zip: null };
  return { rest: rest.slice(0, match.index), zip: match[2] ? `${match[1]}-${match[2]}` : match[1] };
}

function takeState(rest: string): { rest: string; state: string | null } {
  const trimmed = trimEndSeparators(rest);
  const code = STATE_CODE_SUFFIX.exec(trimmed);
  if (code) {
    const upper = code[2].toUpperCase();
    // 'Oak Ct' is a street, not Connecticut: a lower-case code only counts after a comma.
    const before = trimmed.slice(0, code.index + code[1].length);
    const plausible = code[2] === upper || before.trimEnd().endsWith(',') || before.trim() === '';
    if (US_STATE_CODES.has(upper) && plausible) return { rest: before, state: upper };
  }
  for (const { name, pattern } of STATE_NAME_SUFFIXES) {
    const match = pattern.exec(trimmed);
    if (match) return { rest: trimmed.slice(0, match.index + match[1].length), state: US_STATES[name] };
  }
  return { rest: trimmed, state: null };
}

function looksLikeStreet(segment: string): boolean {
  return /^\d/.test(segment) || UNIT_SEGMENT.test(segment);
}

/**
 * Splits a US address. Handles full state names ('Austin, Texas 78701'), city-only ('Denver, CO'), ZIP+4 and missing
 * parts (null). `full` is the trimmed single-line input.
 */
export function parseUsAddress(raw: string): LeadAddress {
  const full = typeof raw === 'string' ? toSingleLineAddress(raw) : '';
  const address: LeadAddress = { full, street: null, city: null, state: null, zip: null };
  if (full === '') return address;

  const country = COUNTRY_SUFFIX.exec(full);
  const withoutCountry = country ? trimEndSeparators(full.slice(0, country.index)) : full;
  const zipped = takeZip(withoutCountry);
  const stated = takeState(zipped.rest);
  address.zip = zipped.zip;
  address.state = stated.state;

  const segments = stated.rest.split(',').map((segment) => segment.trim()).filter((segment) => segment !== '');
  if (segments.length === 0) return address;
  const last = segments[segments.length - 1];
  if (looksLikeStreet(last)) {
    address.street = segments.join(', ');
  } else {
    address.city = last;
    address.street = segments.length > 1 ? segments.slice(0, -1).join(', ') : null;
  }
  return address;
}
