/**
 * The day an out-of-office sender says they are back, from English or Spanish text: "back on Monday, December 1",
 * "returning 12/01/2026", "until 1 December", "estaré de vuelta el 3 de diciembre", "regreso el lunes 1 de
 * diciembre", "back on Monday". A date without a year is the next such day on or after the message (a few days of
 * slack for notices left on after the return); a weekday alone is the next such weekday after the message. Numeric
 * dates are month/day in English text and day/month in Spanish text, unless only one reading is a valid date.
 */

const MONTHS: Readonly<Record<string, number>> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7, jul: 7,
  august: 8, aug: 8, september: 9, sept: 9, sep: 9, october: 10, oct: 10, november: 11, nov: 11, december: 12, dec: 12,
  enero: 1, ene: 1, febrero: 2, marzo: 3, abril: 4, abr: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, ago: 8,
  septiembre: 9, setiembre: 9, octubre: 10, noviembre: 11, diciembre: 12, dic: 12,
};
const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6,
  domingo: 0, lunes: 1, martes: 2, miercoles: 3, jueves: 4, viernes: 5, sabado: 6,
};

const MONTH = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const WEEKDAY = Object.keys(WEEKDAYS).join('|');

/** Words after which the return day follows (within a short distance). */
const RETURN_CUE =
  /\b(back|return(?:ing|s)?|in the office|in office|until|till|through|thru|reachable|available again|regres(?:o|ar[eé]|amos|a)|de vuelta|vuelvo|volver[eé]|reincorpor(?:o|ar[eé])|hasta(?: el)?|retomar[eé]|disponible (?:a partir del?|el|desde el)|to|al)\b/gi;
const SLACK_DAYS = 7;
const DAY_MS = 86_400_000;

/** Lower case without accents, so "miércoles" and "miercoles" read alike. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

function withYear(month: number, day: number, year: number | null, sent: Date): string | null {
  if (year !== null) return isoDay(year < 100 ? 2000 + year : year, month, day);
  const base = sent.getUTCFullYear();
  const thisYear = isoDay(base, month, day);
  if (thisYear === null) return isoDay(base + 1, month, day);
  const slack = new Date(sent.getTime() - SLACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  return thisYear >= slack ? thisYear : isoDay(base + 1, month, day);
}

function nextWeekday(weekday: number, sent: Date): string {
  const today = sent.getUTCDay();
  const ahead = ((weekday - today + 7) % 7) || 7;
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

type Reader = (match: RegExpExecArray, sent: Date, spanish: boolean) => string | null;

const year = (text: string | undefined): number | null => (text ? Number(text) : null);

/** Date shapes, tried at the start of the text that follows a cue. */
const SHAPES: Array<[RegExp, Reader]> = [
  [/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/, (m) => isoDay(Number(m[1]), Number(m[2]), Number(m[3]))],
  // Dotted dates are day.month wherever they are written.
  [/^(\d{1,2})\.(\d{1,2})\.(?:(\d{2,4})\b)?/, (m, sent) => withYear(Number(m[2]), Number(m[1]), year(m[3]), sent)],
  [
    /^(\d{1,2})[/-](\d{1,2})(?:[/-](\d{2,4}))?\b/,
    (m, sent, spanish) => {
      const [a, b] = [Number(m[1]), Number(m[2])];
      const [month, day] = spanish ? (b <= 12 ? [b, a] : [a, b]) : a <= 12 ? [a, b] : [b, a];
      return withYear(month, day, year(m[3]), sent);
    },
  ],
  [new RegExp(`^(?:(?:${WEEKDAY}),? )?(${MONTH})\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`), (m, sent) => withYear(MONTHS[m[1]], Number(m[2]), year(m[3]), sent)],
  [
    new RegExp(`^(?:(?:${WEEKDAY}),? )?(?:the )?(\\d{1,2})(?:st|nd|rd|th)?(?: of| de)? (${MONTH})\\.?(?:,? (?:de |del )?(\\d{4}))?\\b`),
    (m, sent) => withYear(MONTHS[m[2]], Number(m[1]), year(m[3]), sent),
  ],
  // "the 3rd", "el día 3": the next such day of a month.
  [/^(?:the )?(\d{1,2})(?:st|nd|rd|th)\b|^(?:el )?dia (\d{1,2})\b/, (m, sent) => nextDayOfMonth(Number(m[1] ?? m[2]), sent)],
  [/^(?:manana|tomorrow)\b/, (_m, sent) => new Date(sent.getTime() + DAY_MS).toISOString().slice(0, 10)],
  [new RegExp(`^(?:next |el proximo |este |this )?(${WEEKDAY})\\b`), (m, sent) => nextWeekday(WEEKDAYS[m[1]], sent)],
];

/** Words that may stand between a cue and the date: "back in the office on", "de vuelta en la oficina el"... */
const FILLER = new Set([
  'on', 'the', 'office', 'at', 'my', 'desk', 'again', 'in', 'from', 'around', 'approximately', 'will', 'be', 'to', 'by',
  'work', 'and', 'el', 'la', 'los', 'oficina', 'a', 'en', 'desde', 'de', 'del', 'al', 'aproximadamente', 'sere',
  'estare', 'trabajo', 'hasta', 'partir', 'until', 'returning', 'office,', 'inclusive',
]);
const WEEKDAY_ONLY = SHAPES.length - 1;

function dateAt(rest: string, sent: Date, spanish: boolean): string | null {
  for (const [index, [shape, read]] of SHAPES.entries()) {
    const match = shape.exec(rest);
    if (!match) continue;
    if (index === WEEKDAY_ONLY) {
      // "Monday 1 December", "lunes, el 1 de diciembre": the date after the weekday is the better answer.
      const following = rest.slice(match[0].length).replace(/^[\s,]+(?:the |el )?/, '');
      for (const [longer, readLonger] of SHAPES.slice(0, WEEKDAY_ONLY - 1)) {
        const more = longer.exec(following);
        const date = more ? readLonger(more, sent, spanish) : null;
        if (date) return date;
      }
    }
    const date = read(match, sent, spanish);
    if (date) return date;
  }
  return null;
}

function dateAfter(text: string, sent: Date, spanish: boolean): string | null {
  let rest = text.slice(0, 120);
  for (let hops = 0; hops < 7; hops += 1) {
    rest = rest.replace(/^[\s,:;(]+/, '');
    const date = dateAt(rest, sent, spanish);
    if (date) return date;
    const word = /^[a-z]+/.exec(rest)?.[0];
    if (!word || !FILLER.has(word)) return null;
    rest = rest.slice(word.length);
  }
  return null;
}

/** The stated return day as yyyy-mm-dd, or null. `sent` is the message's Date (years and weekdays are read from it). */
export function returnDateIn(text: string, sent: Date, language: 'en' | 'es' | null = null): string | null {
  const folded = fold(text).slice(0, 4000);
  const spanish = language === 'es' || (language === null && /\b(estoy|estare|regreso|vuelta|oficina|vacaciones|gracias|hasta)\b/.test(folded));
  for (const cue of folded.matchAll(RETURN_CUE)) {
    const date = dateAfter(folded.slice(cue.index + cue[0].length), sent, spanish);
    if (date) return date;
  }
  return null;
}
