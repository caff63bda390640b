/** The rules of the contacts list, apart from the queries (unit-tested on plain values). */

export const LIFECYCLE_STAGES = ['lead', 'mql', 'sql', 'customer'] as const;
export const CONSENT_STATUSES = ['opted_in', 'opted_out', 'unknown'] as const;
/**
 * The list's consent filter: one status, or `not_opted_out` (opted in or unknown: everyone a manual assignment
 * may enroll, the dialog's default).
 */
export const CONSENT_FILTERS = [...CONSENT_STATUSES, 'not_opted_out'] as const;
export type ConsentFilter = (typeof CONSENT_FILTERS)[number];

/** Paging goes no deeper: nobody scrolls past ten thousand contacts, and OFFSET costs grow with depth. */
export const MAX_CONTACTS_OFFSET = 10_000;
/** A search shorter than this (after trimming) is ignored. */
export const MIN_SEARCH_LENGTH = 2;
/**
 * Totals are exact up to these caps (`total_exact: false` beyond). The whole list counts along one index (10,000 in
 * ~10 ms at 1M contacts); a search or filter reads and checks each match, so it stops at 1,000 (the dialog's default
 * filters counted to 10,000 took ~120 ms, to 1,000 ~12 ms).
 */
export const FILTERED_COUNT_CAP = 1_000;
export const LIST_COUNT_CAP = 10_000;

/** True when the list is narrowed by a search or a filter. */
export const isFiltered = (filter: ContactListFilter): boolean =>
  Object.values(filter).some((value) => value !== undefined);

/** Sortable fields → SQL over the contacts table `c` (each backed by an index of AddContactSearchIndexes). */
export const CONTACT_SORTS = {
  created_at: ['c.created_at'],
  name: ['c.first_name', 'c.last_name'],
  first_name: ['c.first_name', 'c.last_name'],
  email: ['lower(c.email)'],
  company: ['c.company'],
  source: ['c.source'],
  lead_score: ['c.lead_score'],
} as const satisfies Record<string, readonly string[]>;
export type ContactSortField = keyof typeof CONTACT_SORTS;

export interface ContactSort {
  field: ContactSortField;
  dir: 'asc' | 'desc';
}

export interface ContactListFilter {
  /** Lower-cased search pattern body (LIKE-escaped), or undefined for no search. */
  term?: string;
  lifecycleStage?: string;
  consentStatus?: string;
  minLeadScore?: number;
  /** Leave out contacts with a live (pending, active or paused) enrollment in this sequence. */
  notEnrolledInSequence?: string;
}

/** A row as the list query returns it. */
export interface ContactListRow {
  id: string;
  contact_uuid: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  company: string | null;
  phone: string | null;
  origin_city: string | null;
  origin_state: string | null;
  destination_city: string | null;
  destination_state: string | null;
  tracking_number: string | null;
  /** The IANA zone the contact's sends respect (stored, or derived from its state); null when unknown. */
  timezone: string | null;
  /** Enrollments of the contact in any sequence, any state. */
  enrollment_count: number;
  /** Those of them that ended (completed, canceled or failed). */
  previous_enrollments: number;
  source: string;
  lifecycle_stage: string;
  consent_status: string;
  lead_score: number;
  created_at: Date;
  updated_at: Date;
}

const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * The search term as matched against the lower-cased search column: trimmed, spaces collapsed, lower-cased and
 * LIKE-escaped; a phone-looking term with at least 4 digits keeps only its digits (phones are stored as +1…).
 * Undefined when shorter than 2 characters.
 */
export function searchTerm(raw: string | undefined): string | undefined {
  const term = (raw ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (term.length < MIN_SEARCH_LENGTH) return undefined;
  const digits = term.replace(/\D/g, '');
  if (PHONE_LIKE.test(term) && digits.length >= 4) return digits;
  return escapeLike(term);
}

/** `sort=name`, `sort=-created_at`, `order=asc`: default created_at descending; other fields default ascending. */
export function parseContactSort(sort: string | undefined, order: 'asc' | 'desc' | undefined): ContactSort {
  const raw = sort ?? 'created_at';
  const descending = raw.startsWith('-');
  const field = (descending ? raw.slice(1) : raw) as ContactSortField;
  const dir = order ?? (descending || field === 'created_at' ? 'desc' : 'asc');
  return { field, dir };
}

/**
 * Characters that start a word in the search column (name, email, company and phone run together, lower-cased): the
 * column's start (no pattern needed), a space, and the punctuation inside addresses and names.
 */
const WORD_STARTS = [' ', '@', '.', '-'] as const;

/**
 * The LIKE patterns a search term matches the search column with (any of them). From 3 characters, anywhere in it
 * (the trigram index narrows any 3-character substring). A 2-character term matches the start of a word only — a
 * first or last name, an address's local part or domain part, a company word, a phone number: no trigram holds a
 * 2-character substring, so an anywhere match reads the whole index (190–300 ms at 1M contacts for a rare pair),
 * while a word start is the trigram " xy" the index does hold. It is also what a person typing two letters means.
 */
export function searchPatterns(term: string): string[] {
  const length = term.replace(/\\(.)/g, '$1').length;
  if (length > MIN_SEARCH_LENGTH) return [`%${term}%`];
  return [`${term}%`, ...WORD_STARTS.map((start) => `%${start}${term}%`)];
}

/** SQLSTATEs of a database shedding load: statement timeout, too many connections, out of resources. */
const BUSY_SQLSTATES = new Set(['57014', '53300', '53000', '53100', '53200']);
const BUSY_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout', 'sorry, too many clients already'];

/**
 * True when an error (pg's, TypeORM's QueryFailedError wrapping pg's, or the pool's) says the database is
 * shedding load rather than that the query is wrong or the server is gone.
 */
export function isContactsBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && BUSY_SQLSTATES.has(code)) return true;
    if (typeof message === 'string' && BUSY_MESSAGES.some((text) => message.includes(text))) return true;
    current = (current as { driverError?: unknown }).driverError ?? (current as { cause?: unknown }).cause;
  }
  return false;
}
