/**
 * Match keys for spotting the same family arriving as several leads (different lead sites, different tracking
 * numbers), and the rule deciding whether two leads are possible duplicates. Pure and deterministic: the keys are
 * meant to be stored as indexed columns, so a key is either a stable string or null when the value must never match.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { isPlaceholderEmail } from 'src/common/text/email-address';
import { normalizePhone } from '../intake/parsing/phone';
import { US_STATES } from '../intake/parsing/us-states';
import { FIRST_NAME_NICKNAMES } from './first-name-nicknames.constants';

// ---------------------------------------------------------------------------------------------------------------
// Email
// ---------------------------------------------------------------------------------------------------------------

/** RFC 5321 caps an address at 254 characters; anything longer is junk, and bounding keeps the work small. */
const MAX_EMAIL_LENGTH = 254;

/** Local parts people type when the form forces an email they do not want to give (compared without . _ - /). */
const PLACEHOLDER_EMAIL_LOCALS: ReadonlySet<string> = new Set([
  'none', 'noemail', 'nomail', 'na', 'test', 'noreply', 'donotreply', 'unknown', 'email', 'null', 'noname', 'nobody', 'x', 'xx', 'xxx', 'asdf',
]);

/**
 * Throw-away domains typed into forms; email.com is a real provider and deliberately absent, and so are the reserved
 * example.com/.org/.net (documentation, the demo data and the tests use them as real-looking addresses; a lead site
 * never sends them).
 */
const PLACEHOLDER_EMAIL_DOMAINS: ReadonlySet<string> = new Set([
  'test.com', 'none.com', 'noemail.com', 'nomail.com', 'domain.com',
]);

/** Misspellings of the big mail domains that forms let through: the family meant the real one. */
const DOMAIN_TYPOS: Readonly<Record<string, string>> = {
  'gmial.com': 'gmail.com', 'gmal.com': 'gmail.com', 'gamil.com': 'gmail.com', 'gmaill.com': 'gmail.com', 'gmail.co': 'gmail.com', 'gmail.con': 'gmail.com', 'gmail.cm': 'gmail.com',
  'yaho.com': 'yahoo.com', 'yahooo.com': 'yahoo.com', 'yahoo.con': 'yahoo.com', 'yhoo.com': 'yahoo.com',
  'hotmial.com': 'hotmail.com', 'hotmal.com': 'hotmail.com', 'hotmail.con': 'hotmail.com', 'hotmil.com': 'hotmail.com',
  'outlok.com': 'outlook.com', 'outlook.con': 'outlook.com', 'iclod.com': 'icloud.com', 'icloud.con': 'icloud.com', 'aol.con': 'aol.com',
};

/** Gmail ignores dots in the local part and treats googlemail.com as the same mailbox. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(['gmail.com', 'googlemail.com']);

/** The domain itself or any subdomain of it ('mail.example.com'). */
const isPlaceholderDomain = (domain: string): boolean =>
  domain.split('.').some((_, index, labels) => PLACEHOLDER_EMAIL_DOMAINS.has(labels.slice(index).join('.')));

/**
 * Mailbox identity for matching: lower-cased, '+tag' dropped (most providers deliver 'jo+movers@x' to 'jo@x'), and
 * Gmail dots removed. Null for anything that is not one plausible address or is a stand-in that many leads share.
 */
export function emailKey(email: string | null | undefined): string | null {
  if (typeof email !== 'string') return null;
  const input = email.trim().toLowerCase();
  if (input === '' || input.length > MAX_EMAIL_LENGTH || /\s/.test(input)) return null;
  const parts = input.split('@');
  if (parts.length !== 2) return null;
  let [local, domain] = parts;
  if (local === '' || domain === '') return null;
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  domain = DOMAIN_TYPOS[domain] ?? domain;
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  if (local === '') return null;
  const key = `${local}@${domain}`;
  return isPlaceholderLeadEmail(key) ? null : key;
}

/**
 * A stand-in address that many leads share ('none@…', 'n/a@…', '…@example.com', '…@x.invalid'): never a match key,
 * and at intake never the lead's usable address (contact-data.ts).
 */
export function isPlaceholderLeadEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const local = email.slice(0, at).toLowerCase().split('+')[0];
  const domain = email.slice(at + 1).toLowerCase();
  return PLACEHOLDER_EMAIL_LOCALS.has(local.replace(/[._\-/]/g, '')) || isPlaceholderDomain(domain) || isPlaceholderEmail(email);
}

// ---------------------------------------------------------------------------------------------------------------
// Phone
// ---------------------------------------------------------------------------------------------------------------

/**
 * ok: usable and matchable. generic: a real-looking number of no household (the 555 exchange, unassigned ranges) — kept for display but
 * shared by too many forms to match on. placeholder: obviously typed to get past the form. invalid: not a number.
 */
export type PhoneQuality = 'ok' | 'placeholder' | 'invalid' | 'generic';

export interface PhoneAssessment {
  e164: string | null;
  quality: PhoneQuality | null;
}

/** Each digit one more (or one less, wrapping 9→0) than the previous: 1234567890, 0123456789, 9876543210. */
const isDigitRun = (digits: string): boolean => {
  const steps = new Set<number>();
  for (let i = 1; i < digits.length; i += 1) steps.add((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10);
  return steps.size === 1 && (steps.has(1) || steps.has(9));
};

/** Shorter than a local number cannot be a deliberate placeholder; normalizePhone rejects it as invalid instead. */
const MIN_PLACEHOLDER_DIGITS = 7;

const isPlaceholderPhone = (raw: string): boolean => {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  if (digits.length < MIN_PLACEHOLDER_DIGITS) return false;
  return /^(\d)\1*$/.test(digits) || isDigitRun(digits);
};

/**
 * Numbers that look real but belong to no household: the NANP's 555 exchange (555-0100 … 0199 is reserved for fiction,
 * and forms get '555-1234' and '555-5555' typed into them), and numbers in no assigned range (an unassigned area
 * code such as 555 or 999: libphonenumber's validity check).
 */
const isGenericPhone = (e164: string): boolean => /^\+1\d{3}555\d{4}$/.test(e164) || !parsePhoneNumberFromString(e164)?.isValid();

/** Classifies a raw phone value; e164 is kept for ok and generic numbers (both are real enough to call or show). */
export function phoneQuality(raw: string | null | undefined): PhoneAssessment {
  if (typeof raw !== 'string' || raw.trim() === '') return { e164: null, quality: null };
  if (isPlaceholderPhone(raw)) return { e164: null, quality: 'placeholder' };
  const e164 = normalizePhone(raw);
  if (e164 === null) return { e164: null, quality: 'invalid' };
  return { e164, quality: isGenericPhone(e164) ? 'generic' : 'ok' };
}

/** E.164 for matching; only 'ok' numbers, so shared fake or example numbers never link unrelated families. */
export function phoneKey(raw: string | null | undefined): string | null {
  const { e164, quality } = phoneQuality(raw);
  return quality === 'ok' ? e164 : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Name
// ---------------------------------------------------------------------------------------------------------------

/** Names longer than this are pasted junk, not a person; bounding keeps normalisation cheap. */
const MAX_NAME_LENGTH = 200;

/** Honorifics and generational suffixes say nothing about who the person is, and forms add them inconsistently. */
const NAME_TITLES: ReadonlySet<string> = new Set([
  'mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'rev', 'jr', 'sr', 'ii', 'iii', 'iv', 'esq', 'phd',
]);

export { FIRST_NAME_NICKNAMES };

/** Lower-case ASCII-ish form: NFKD then combining marks dropped, so 'José' and 'Jose' agree. */
const foldText = (value: string): string => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Letters, hyphens and spaces only; apostrophes vanish so O'Brien and OBrien agree. */
const nameTokens = (segment: string): string[] =>
  segment
    .replace(/['\u2019\u02bc`]/g, '')
    .replace(/[^\p{L}\s-]/gu, ' ')
    .split(/\s+/)
    .map((token) => token.replace(/^-+|-+$/g, ''))
    .filter((token) => /\p{L}/u.test(token) && !NAME_TITLES.has(token));

/**
 * Canonical first and last name for matching; middle names are ignored. 'Whitfield, Dana' is read as last, first
 * (a trailing ', Jr.' alone is not). Null unless both a first and a last name are present.
 */
export function nameKey(name: string | null | undefined): { first: string; last: string } | null {
  if (typeof name !== 'string' || name.length > MAX_NAME_LENGTH) return null;
  const segments = foldText(name).split(',').map(nameTokens).filter((tokens) => tokens.length > 0);
  if (segments.length === 0) return null;
  const tokens = segments.length > 1 ? [...segments.slice(1).flat(), ...segments[0]] : segments[0];
  if (tokens.length < 2) return null;
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  return { first: FIRST_NAME_NICKNAMES[first] ?? first, last };
}

// ---------------------------------------------------------------------------------------------------------------
// Move date and origin place
// ---------------------------------------------------------------------------------------------------------------

/** Families shift their date by a day or two between quote sites; a wider window links strangers. */
export const MOVE_DATE_WINDOW_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Epoch milliseconds of a real calendar date 'YYYY-MM-DD' (UTC); null for '2027-02-30' and other malformed text. */
const utcDay = (value: string | null): number | null => {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return time;
};

/** The trimmed 'YYYY-MM-DD' when it is a real calendar date, else null. */
const moveDateKey = (value: string | null): string | null => (utcDay(value) === null ? null : (value ?? '').trim());

/** True when both are real dates no more than `days` apart (inclusive); an unknown date never counts as close. */
export function moveDatesClose(a: string | null, b: string | null, days = MOVE_DATE_WINDOW_DAYS): boolean {
  const left = utcDay(a);
  const right = utcDay(b);
  if (left === null || right === null) return false;
  return Math.abs(left - right) / DAY_MS <= days;
}

/** First five digits of a US ZIP or ZIP+4 ('78701-1234', '787011234'); null otherwise, and for the filler 00000. */
export function zipKey(zip: string | null): string | null {
  if (typeof zip !== 'string') return null;
  const match = /^(\d{5})(?:[-\s]?\d{4})?$/.exec(zip.trim());
  if (!match || match[1] === '00000') return null;
  return match[1];
}

/** Spelled-out and abbreviated leading words lead sites use interchangeably ('Saint Louis' / 'St. Louis'). */
const CITY_PREFIXES: Readonly<Record<string, string>> = { saint: 'st', fort: 'ft', mount: 'mt' };

const stateCode = (state: string): string | null => {
  const folded = foldText(state).replace(/[^a-z\s]/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^[a-z]{2}$/.test(folded)) return folded.toUpperCase();
  return US_STATES[folded] ?? null;
};

/**
 * 'city|ST' for matching when no ZIP agrees: accents, punctuation and case removed ('St. Louis' and 'Saint Louis'
 * agree), the state as its two-letter code (full US state names accepted). Null when either part is missing.
 */
export function cityKey(city: string | null, state: string | null): string | null {
  if (typeof city !== 'string' || typeof state !== 'string' || city.length > MAX_NAME_LENGTH) return null;
  const words = foldText(city)
    .replace(/['\u2019.]/g, '')
    .replace(/[^\p{L}\d\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');
  if (words.length === 0) return null;
  words[0] = CITY_PREFIXES[words[0]] ?? words[0];
  const code = stateCode(state);
  return code === null ? null : `${words.join(' ')}|${code}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Match decision
// ---------------------------------------------------------------------------------------------------------------

/** `contact_chain`: each of the two shares an email or phone with a third lead (see chainLeads). */
export const DUPLICATE_REASONS = ['email', 'phone', 'name_move_date_zip', 'name_move_date_city', 'contact_chain'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
type DirectReason = Exclude<DuplicateReason, 'contact_chain'>;

export interface LeadMatchFacts {
  emailKey: string | null;
  phoneKey: string | null;
  name: { first: string; last: string } | null;
  moveDate: string | null;
  zipKey: string | null;
  cityKey: string | null;
}

export interface DuplicateMatch {
  reasons: DuplicateReason[];
  score: number;
}

/** How sure each reason alone makes us; a shared mailbox is the strongest sign, a shared city the weakest. */
export const DUPLICATE_SCORES: Readonly<Record<DirectReason, number>> = Object.freeze({
  email: 0.95,
  phone: 0.9,
  name_move_date_zip: 0.85,
  name_move_date_city: 0.75,
});

/** Never claim certainty: two leads agreeing on everything can still be two households. */
const MAX_SCORE = 0.99;

const REASON_WORDS: Readonly<Record<DuplicateReason, string>> = {
  email: 'same email',
  phone: 'same phone',
  name_move_date_zip: `same name, move date within ${MOVE_DATE_WINDOW_DAYS} days and origin ZIP`,
  name_move_date_city: `same name, move date within ${MOVE_DATE_WINDOW_DAYS} days and origin city`,
  contact_chain: 'same email or phone as a lead that shares this one\'s',
};

/** Short English text for staff ('same email'). */
export function reasonWords(reason: DuplicateReason): string {
  return REASON_WORDS[reason];
}

/** Equal and present: a null key means "never match", so two unknowns are not a match. */
const sameKey = (a: string | null, b: string | null): boolean => a !== null && b !== null && a === b;

/**
 * Leads whose own words say they are two households: both name a person, first and last names both differ, and they
 * move from different places (both give a city and the cities differ, or both give a ZIP and the ZIPs lie in different
 * three-digit areas). A shared office number, a lead site's call-centre line or a stand-in address typed by two
 * families is then no evidence; a spouse (same surname) or a family giving another ZIP of its town still links.
 */
const twoHouseholds = (a: LeadMatchFacts, b: LeadMatchFacts): boolean => {
  if (a.name === null || b.name === null || a.name.first === b.name.first || a.name.last === b.name.last) return false;
  if (a.cityKey !== null && b.cityKey !== null) return a.cityKey !== b.cityKey;
  return a.zipKey !== null && b.zipKey !== null && a.zipKey.slice(0, 3) !== b.zipKey.slice(0, 3);
};

/**
 * Possible-duplicate decision with every reason that holds; null when none does. Independent signals combine as
 * 1 − Π(1 − s), capped below certainty and rounded to two decimals so it can be stored and compared.
 */
export function matchLeads(a: LeadMatchFacts, b: LeadMatchFacts): DuplicateMatch | null {
  if (twoHouseholds(a, b)) return null;
  const reasons: DirectReason[] = [];
  if (sameKey(a.emailKey, b.emailKey)) reasons.push('email');
  if (sameKey(a.phoneKey, b.phoneKey)) reasons.push('phone');
  const samePerson =
    a.name !== null && b.name !== null && a.name.first === b.name.first && a.name.last === b.name.last &&
    moveDatesClose(a.moveDate, b.moveDate);
  if (samePerson && sameKey(a.zipKey, b.zipKey)) reasons.push('name_move_date_zip');
  // The city stands in for the ZIP only when a lead gave none: two different ZIPs of one city are two addresses.
  else if (samePerson && (a.zipKey === null || b.zipKey === null) && sameKey(a.cityKey, b.cityKey)) reasons.push('name_move_date_city');
  if (reasons.length === 0) return null;
  const miss = reasons.reduce((product, reason) => product * (1 - DUPLICATE_SCORES[reason]), 1);
  const score = Math.round(Math.min(1 - miss, MAX_SCORE) * 100) / 100;
  return { reasons, score };
}

/** A pair found through the family's contact data (the same mailbox or number), which a chain may pass through. */
export const isContactLink = (reasons: readonly DuplicateReason[]): boolean => reasons.includes('email') || reasons.includes('phone');

/**
 * Two leads that each share an email or a phone with one third lead (A gave e-mail 1 and phone 1, B e-mail 1 and
 * phone 2, C e-mail 2 and phone 2: A and C are one family although they share nothing). Only contact links pass a chain
 * on — a name link can be a namesake, and two of them in a row link strangers — and never between leads that say they
 * are two households. Scored as both links holding: the product of their scores.
 */
export function chainLeads(a: LeadMatchFacts, b: LeadMatchFacts, firstScore: number, secondScore: number): DuplicateMatch | null {
  if (twoHouseholds(a, b)) return null;
  const score = Math.round(firstScore * secondScore * 100) / 100;
  return score > 0 ? { reasons: ['contact_chain'], score } : null;
}

/** The lead values the match keys are made from. */
export interface LeadMatchInput {
  email: string | null;
  phone: string | null;
  name: string | null;
  moveDate: string | null;
  originZip: string | null;
  originCity: string | null;
  originState: string | null;
}

/** Every match key of one lead, ready to store next to it. */
export function leadMatchFacts(input: LeadMatchInput): LeadMatchFacts {
  return {
    emailKey: emailKey(input.email),
    phoneKey: phoneKey(input.phone),
    name: nameKey(input.name),
    moveDate: moveDateKey(input.moveDate),
    zipKey: zipKey(input.originZip),
    cityKey: cityKey(input.originCity, input.originState),
  };
}

