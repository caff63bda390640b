/**
 * The day an out-of-office sender says they are back, from English, Spanish, German, French or Dutch text: "back on
 * Monday, December 1", "returning 12/01/2026", "until 1 December", "estaré de vuelta el 3 de diciembre", "zurück am
 * 3. August", "de retour le lundi 3 août", "terug op maandag", and ranges, whose end is the answer: "July 10-31",
 * "10–31 July", "from 10 to 31 July", "10.–31. Juli", "du 10 au 31 juillet", "10/07 - 31/07", "2026-07-10 to
 * 2026-07-31". When both a range and a cue date are stated, the later one is the return.
 * A date without a year is the next such day on or after the message (a few days of slack for notices left on after
 * the return); a weekday alone is the next such weekday after the message. Numeric dates are month/day in English
 * text and day/month in the other languages (and wherever only that reading is a valid date); dotted dates are
 * day.month everywhere. Only the first few thousand characters are read, and every pattern is bounded.
 */
import { DAY_FIRST_WORDS, FILLER, MONTH, MONTHS, RANGE_SEPARATOR, RETURN_CUE, UNTIL_CUE, WEEKDAY, WEEKDAYS } from './return-date.constants';

const MAX_TEXT_CHARS = 4000;
const SLACK_DAYS = 7;
const DAY_MS = 86_400_000;

export type ReturnDateLanguage = 'en' | 'es' | 'de' | 'fr' | 'nl' | 'it' | 'pt';

/** Lower case without accents, so "miércoles" and "miercoles", "zurück" and "zuruck" read alike. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ß/g, 'ss').replace(/[\u2018\u2019\u00b4`]/g, "'").replace(/\u00a0/g, ' ').replace(/(?<=[a-z0-9])_(?=[a-z0-9])/gi, ' ').toLowerCase();
}

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A two-digit year ("12/27/95") in the century that puts it nearest the message: 95 in a 1995 notice, 27 in a 2026 one. */
function fullYear(year: number, sent: Date): number {
  if (year >= 100) return year;
  const near = Math.floor(sent.getUTCFullYear() / 100) * 100 + year;
  if (near > sent.getUTCFullYear() + 50) return near - 100;
  return near < sent.getUTCFullYear() - 50 ? near + 100 : near;
}

function withYear(month: number, day: number, year: number | null, sent: Date): string | null {
  if (year !== null) return isoDay(fullYear(year, sent), month, day);
  const base = sent.getUTCFullYear();
  const thisYear = isoDay(base, month, day);
  if (thisYear === null) return isoDay(base + 1, month, day);
  const slack = new Date(sent.getTime() - SLACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  return thisYear >= slack ? thisYear : isoDay(base + 1, month, day);
}

function nextWeekday(weekday: number, sent: Date): string {
  const today = sent.getUTCDay();
  const ahead = (weekday - today + 7) % 7 || 7;
  return new Date(Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth(), sent.getUTCDate()) + ahead * DAY_MS).toISOString().slice(0, 10);
}

function nextDayOfMonth(day: number, sent: Date): string | null {
  for (let ahead = 0; ahead < 3; ahead += 1) {
    const month = sent.getUTCMonth() + ahead;
    const date = isoDay(sent.getUTCFullYear() + Math.floor(month / 12), (month % 12) + 1, day);
    if (date && date > sent.toISOString().slice(0, 10)) return date;
  }
  return null;
}

/** An absence notice's return is weeks away, not months: the reach within which a reading counts as near. */
const NEAR_DAYS = 45;

const daysAfter = (date: string, sent: Date): number => (Date.parse(date) - Date.UTC(sent.getUTCFullYear(), sent.getUTCMonth(), sent.getUTCDate())) / DAY_MS;

/**
 * a/b as month/day (or day/month in day-first text), whichever reading is a valid date when only one is. When both
 * are, the language's reading stands unless it lies months away and the other one is within a few weeks
 * ("returning 05/01/2010" sent on 4 January 2010 is the 5th of January, written by a British sender).
 */
function numericDate(a: number, b: number, year: number | null, sent: Date, dayFirst: boolean): string | null {
  const [month, day] = dayFirst ? (b <= 12 ? [b, a] : [a, b]) : a <= 12 ? [a, b] : [b, a];
  const read = withYear(month, day, year, sent);
  if (!read || a > 12 || b > 12 || a === b) return read;
  const other = withYear(day, month, year, sent);
  const near = (date: string | null): boolean => date !== null && daysAfter(date, sent) >= -SLACK_DAYS && daysAfter(date, sent) <= NEAR_DAYS;
  return !near(read) && near(other) ? other : read;
}

type Reader = (match: RegExpExecArray, sent: Date, dayFirst: boolean) => string | null;

const year = (text: string | undefined): number | null => (text ? Number(text) : null);
const ORDINAL = '(?:st|nd|rd|th|er|e|\\.)?';

/** Date shapes, tried at the start of the text that follows a cue. */
const SHAPES: Array<[RegExp, Reader]> = [
  [/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, (m) => isoDay(Number(m[1]), Number(m[2]), Number(m[3]))],
  // Dotted dates are day.month wherever they are written, unless only month.day is a date ("back on 2.18.", as
  // Chinese and Korean writers put it).
  [
    /^(\d{1,2})\.(\d{1,2})\.(?:(\d{2,4})\b)?/,
    (m, sent) => withYear(Number(m[2]), Number(m[1]), year(m[3]), sent) ?? (Number(m[2]) > 12 ? withYear(Number(m[1]), Number(m[2]), year(m[3]), sent) : null),
  ],
  // Slashed, or dashed with a year ("9-5" alone is office hours).
  [/^(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?\b|^(\d{1,2})-(\d{1,2})-(\d{2,4})\b/, (m, sent, dayFirst) => numericDate(Number(m[1] ?? m[4]), Number(m[2] ?? m[5]), year(m[3] ?? m[6]), sent, dayFirst)],
  [new RegExp(`^(?:(?:${WEEKDAY})\\.?,? )?(${MONTH})\\.? (?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`), (m, sent) => withYear(MONTHS[m[1]], Number(m[2]), year(m[3]), sent)],
  [
    new RegExp(`^(?:(?:${WEEKDAY})\\.?,? )?(?:(?:the|le|den|el) )?(\\d{1,2})${ORDINAL}(?: of| de)? (${MONTH})\\.?(?:,? (?:de |del )?(\\d{4}))?\\b`),
    (m, sent) => withYear(MONTHS[m[2]], Number(m[1]), year(m[3]), sent),
  ],
  // "04-Jan-2027", "4-jan-27": the day, the month's name and the year joined by dashes.
  [new RegExp(`^(\\d{1,2})-(${MONTH})-(\\d{2,4})\\b`), (m, sent) => withYear(MONTHS[m[2]], Number(m[1]), year(m[3]), sent)],
  // "the 3rd", "el día 3": the next such day of a month.
  [/^(?:the )?(\d{1,2})(?:st|nd|rd|th)\b|^(?:el )?dia (\d{1,2})\b/, (m, sent) => nextDayOfMonth(Number(m[1] ?? m[2]), sent)],
  [/^(?:manana|tomorrow|morgen|demain)\b/, (_m, sent) => new Date(sent.getTime() + DAY_MS).toISOString().slice(0, 10)],
  [new RegExp(`^(?:next |el proximo |este |this |kommenden? |nachsten |prochain |ce |volgende |aanstaande )?(${WEEKDAY})\\b`), (m, sent) => nextWeekday(WEEKDAYS[m[1]], sent)],
];
const WEEKDAY_ONLY = SHAPES.length - 1;

function dateAt(rest: string, sent: Date, dayFirst: boolean): string | null {
  for (const [index, [shape, read]] of SHAPES.entries()) {
    const match = shape.exec(rest);
    if (!match) continue;
    if (index === WEEKDAY_ONLY) {
      // "Monday 1 December", "lunes, el 1 de diciembre", "Montag, den 3.8.": the date after the weekday is the better answer.
      const following = rest.slice(match[0].length).replace(/^[\s,.]+(?:(?:the|el|le|den|der) )?/, '');
      for (const [longer, readLonger] of SHAPES.slice(0, WEEKDAY_ONLY - 1)) {
        const more = longer.exec(following);
        const date = more ? readLonger(more, sent, dayFirst) : null;
        if (date) return date;
      }
    }
    const date = read(match, sent, dayFirst);
    if (date) return date;
  }
  return null;
}

function dateAfter(text: string, sent: Date, dayFirst: boolean): string | null {
  let rest = text.slice(0, 120);
  for (let hops = 0; hops < 7; hops += 1) {
    rest = rest.replace(/^[\s,:;(]+/, '');
    const date = dateAt(rest, sent, dayFirst);
    if (date) return date;
    const word = /^[a-z]+/.exec(rest)?.[0];
    if (!word || !FILLER.has(word)) return null;
    rest = rest.slice(word.length);
  }
  return null;
}

const SEP = `\\s{0,3}${RANGE_SEPARATOR}\\s{0,3}`;
/** "10-31 July", "10 July - 2 August", "du 10 au 31 juillet", "10.–31. Juli", "del 10 al 31 de julio": the month follows the end. */
const RANGE_MONTH_AFTER = new RegExp(
  `\\b(\\d{1,2})${ORDINAL}(?: (?:of |de )?(?:${MONTH})\\.?)?${SEP}(?:(?:the|el|le|den) )?(\\d{1,2})${ORDINAL} (?:of |de )?(${MONTH})\\b\\.?(?:,? (?:de |del )?(\\d{4}))?`,
  'g',
);
/** "July 10-31", "July 10 to August 2", "Dec 28, 2026 - Jan 4, 2027": the month leads. */
const RANGE_MONTH_FIRST = new RegExp(
  `\\b(${MONTH})\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? \\d{4})?${SEP}(?:(${MONTH})\\.? )?(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,? (\\d{4}))?(?![:.]?\\d)`,
  'g',
);
/** "10.07.-31.07.2026", "30.07-17.08.2018", "2026-07-10 to 2026-07-31": the end is a whole date. */
const RANGE_NUMERIC = new RegExp(`(?<![\\d/.])(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}\\.\\d{1,2}(?:\\.(?:\\d{2,4})?)?)${SEP}(?=\\d)`, 'g');
/** "10/07 - 31/07", "7/10-7/31/2026": read both ends the same way round. */
const RANGE_SLASHED = new RegExp(`(?<![\\d/.])(\\d{1,2})/(\\d{1,2})(?:/(\\d{2,4}))?${SEP}(\\d{1,2})/(\\d{1,2})(?:/(\\d{2,4}))?(?![\\d/])`, 'g');
const MAX_RANGE_DAYS = 90;

/** The end of a slashed range, in the reading (month/day or day/month, the language's first) where both ends are dates in order, a few weeks apart. */
function slashedEnd(m: RegExpMatchArray, sent: Date, dayFirst: boolean): string | null {
  const [a, b, c, d] = [m[1], m[2], m[4], m[5]].map(Number);
  for (const monthFirst of dayFirst ? [false, true] : [true, false]) {
    const start = monthFirst ? withYear(a, b, year(m[3] ?? m[6]), sent) : withYear(b, a, year(m[3] ?? m[6]), sent);
    const end = monthFirst ? withYear(c, d, year(m[6]), sent) : withYear(d, c, year(m[6]), sent);
    if (start && end && end >= start && Date.parse(end) - Date.parse(start) <= MAX_RANGE_DAYS * DAY_MS) return end;
  }
  return null;
}

/** The end of the first stated range, or null. */
function rangeEnd(folded: string, sent: Date, dayFirst: boolean): string | null {
  const ends: Array<{ at: number; date: string | null }> = [];
  for (const m of folded.matchAll(RANGE_MONTH_AFTER)) ends.push({ at: m.index, date: withYear(MONTHS[m[3]], Number(m[2]), year(m[4]), sent) });
  for (const m of folded.matchAll(RANGE_MONTH_FIRST)) {
    const [startDay, endDay] = [Number(m[2]), Number(m[4])];
    // "July 28-3" is no range; "July 10-31" is.
    if (!m[3] && endDay < startDay) continue;
    ends.push({ at: m.index, date: withYear(MONTHS[m[3] ?? m[1]], endDay, year(m[5]), sent) });
  }
  for (const m of folded.matchAll(RANGE_SLASHED)) ends.push({ at: m.index, date: slashedEnd(m, sent, dayFirst) });
  for (const m of folded.matchAll(RANGE_NUMERIC)) ends.push({ at: m.index, date: dateAt(folded.slice(m.index + m[0].length, m.index + m[0].length + 20), sent, dayFirst) });
  return ends.filter((end) => end.date !== null).sort((a, b) => a.at - b.at)[0]?.date ?? null;
}

/** A weekday just before an until cue ("Monday to Friday") names office hours, unless "from" leads it (a stay away). */
const WEEKDAY_BEFORE = new RegExp(`\\b(?:${WEEKDAY}) ?$`);
const FROM_WEEKDAY_BEFORE = /\b(?:from|vom|von|du|del|desde|van) [a-z]+ ?$/;

/** Return cues that may also open the absence ("ab 18.12. nicht im Büro", "vanaf 3 mei afwezig"). */
const OPENING_CUE = /^(?:ab|vanaf|a partir d[eu]?l?|des le)$/;
const MAX_CUES = 40;

/**
 * The first date a cue of this kind leads to. When that cue may open the absence rather than end it, a later date
 * after a plain return cue ("kehre zurück am 13.01.") is the return.
 */
function cuedDate(folded: string, cue: RegExp, sent: Date, dayFirst: boolean): string | null {
  let opening: string | null = null;
  let seen = 0;
  for (const match of folded.matchAll(cue)) {
    if ((seen += 1) > MAX_CUES) break;
    const before = folded.slice(Math.max(0, match.index - 20), match.index);
    if (cue === UNTIL_CUE && WEEKDAY_BEFORE.test(before) && !FROM_WEEKDAY_BEFORE.test(before)) continue;
    const date = dateAfter(folded.slice(match.index + match[0].length), sent, dayFirst);
    if (!date) continue;
    if (opening === null && cue === RETURN_CUE && OPENING_CUE.test(match[0])) {
      opening = date;
      continue;
    }
    if (opening === null) return date;
    if (!OPENING_CUE.test(match[0]) && date > opening) return date;
  }
  return opening;
}

/**
 * The stated return day as yyyy-mm-dd, or null. `sent` is the message's Date (years and weekdays are read from it).
 * A return cue ("back on") is preferred to an until cue ("until", "to"); a stated range's end wins when it is later.
 */
export function returnDateIn(text: string, sent: Date, language: ReturnDateLanguage | null = null): string | null {
  const folded = fold(text.slice(0, MAX_TEXT_CHARS * 2)).slice(0, MAX_TEXT_CHARS);
  const dayFirst = language === null ? DAY_FIRST_WORDS.test(folded) : language !== 'en';
  const cued = cuedDate(folded, RETURN_CUE, sent, dayFirst) ?? cuedDate(folded, UNTIL_CUE, sent, dayFirst);
  const end = rangeEnd(folded, sent, dayFirst);
  if (cued && end) return cued > end ? cued : end;
  return cued ?? end;
}
