/**
 * Move-date parsing: US and ISO formats to 'YYYY-MM-DD', ISO datetimes converted to the company's timezone via Intl.
 */

const MONTHS: Readonly<Record<string, number>> = {
  jan: 1, january: 1, feb: 2, february: 2, mar: 3, march: 3, apr: 4, april: 4, may: 5, jun: 6, june: 6,
  jul: 7, july: 7, aug: 8, august: 8, sep: 9, sept: 9, september: 9, oct: 10, october: 10,
  nov: 11, november: 11, dec: 12, december: 12,
};

const WEEKDAY_PREFIX = /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|urday)?\.?,?\s+/i;
const TIME_SUFFIX = /,?\s+(?:at\s+)?(?:\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)(?:\s+[a-z]{2,4})?$/i;
const ISO_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM-DD' when year/month/day form a real calendar date, else null. */
function toIsoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function expandYear(raw: string): number {
  const year = Number(raw);
  return raw.length === 2 ? 2000 + year : year;
}

function monthNumber(name: string): number | null {
  return MONTHS[name.toLowerCase().replace(/\.$/, '')] ?? null;
}

/** The calendar date of an instant in an IANA timezone; null for an unknown timezone. */
export function dateInTimezone(instant: Date, timezone: string): string | null {
  if (Number.isNaN(instant.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(instant);
  } catch {
    return null;
  }
  const get = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return toIsoDate(get('year'), get('month'), get('day'));
}

function parseIsoDateTime(input: string, timezone: string): string | null | undefined {
  const match = ISO_DATETIME.exec(input);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, zone] = match;
  const date = toIsoDate(Number(y), Number(mo), Number(d));
  if (date === null || Number(h) > 23 || Number(mi) > 59 || Number(s ?? '0') > 59) return null;
  if (!zone) return date; // a local datetime already is in the company's timezone
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : zone.replace(/^([+-]\d{2})(\d{2})$/, '$1:$2');
  return dateInTimezone(new Date(`${date}T${h}:${mi}:${s ?? '00'}${offset}`), timezone);
}

function parseNumeric(input: string): string | null | undefined {
  let match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(input);
  if (match) return toIsoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})$/.exec(input);
  if (match) return toIsoDate(expandYear(match[3]), Number(match[1]), Number(match[2]));
  return undefined;
}

function parseWritten(input: string): string | null | undefined {
  const text = input.replace(/(\d)(?:st|nd|rd|th)\b/gi, '$1').replace(/\s*,\s*/g, ' ').replace(/\s+/g, ' ').trim();
  let match = /^([a-z]+\.?) (\d{1,2}) (\d{4})$/i.exec(text); // March 5 2027, Mar. 5 2027
  if (match) {
    const month = monthNumber(match[1]);
    return month === null ? undefined : toIsoDate(Number(match[3]), month, Number(match[2]));
  }
  match = /^(\d{1,2}) ([a-z]+\.?) (\d{4})$/i.exec(text); // 5 March 2027
  if (match) {
    const month = monthNumber(match[2]);
    return month === null ? undefined : toIsoDate(Number(match[3]), month, Number(match[1]));
  }
  match = /^(\d{1,2})-([a-z]{3,9})-(\d{4}|\d{2})$/i.exec(text); // 05-Mar-2027
  if (match) {
    const month = monthNumber(match[2]);
    return month === null ? undefined : toIsoDate(expandYear(match[3]), month, Number(match[1]));
  }
  return undefined;
}

/**
 * Parses a move date to 'YYYY-MM-DD'. Accepts 03/05/2027 and 3/5/27 (US month/day/year), 2027-03-05, March 5, 2027,
 * Mar 5 2027, 5 Mar 2027, 5 March 2027, an optional weekday prefix and trailing time, and ISO datetimes (converted to
 * the date in `timezone`). Impossible dates (02/30/2027) and anything else → null.
 */
export function parseMoveDate(raw: string, timezone: string): string | null {
  if (typeof raw !== 'string') return null;
  const input = raw.trim().replace(/\s+/g, ' ');
  if (input === '' || input.length > 80) return null;

  const iso = parseIsoDateTime(input, timezone);
  if (iso !== undefined) return iso;

  const withoutWeekday = input.replace(WEEKDAY_PREFIX, '');
  const candidates = [withoutWeekday];
  const withoutTime = withoutWeekday.replace(TIME_SUFFIX, '').trim();
  if (withoutTime !== withoutWeekday && withoutTime !== '') candidates.push(withoutTime);

  for (const candidate of candidates) {
    const result = parseNumeric(candidate) ?? parseWritten(candidate);
    if (result !== undefined) return result;
  }
  return null;
}
