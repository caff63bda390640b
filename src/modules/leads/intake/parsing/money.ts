/**
 * Money parsing for estimated revenue: '$4,250.00', '4250', 'USD 4,250' → 4250; '$3,000 - $4,000' → 3500.
 */

import { MAX_FIELD_CHARS } from './text-limits';

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(\.\d{1,2})?\s*(k)?`;
const CURRENCY = String.raw`(?:US\$|USD|\$)?\s*`;
const AMOUNT_OR_RANGE = new RegExp(
  String.raw`^${CURRENCY}${AMOUNT}\s*(?:USD)?\s*(?:(?:-|–|—|to)\s*${CURRENCY}${AMOUNT}\s*(?:USD)?)?$`,
  'i',
);

/** '$4,250 (estimate)' → '$4,250': drops a trailing parenthesised note (input already trimmed). */
function withoutTrailingNote(text: string): string {
  if (!text.endsWith(')')) return text;
  const close = text.length - 1;
  const open = text.indexOf('(', text.lastIndexOf(')', close - 1) + 1);
  return open >= 0 && open < close ? text.slice(0, open).trimEnd() : text;
}

function toNumber(whole: string, fraction: string | undefined, thousands: string | undefined): number {
  const value = Number(`${whole.replace(/,/g, '')}${fraction ?? ''}`);
  return thousands ? value * 1000 : value;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Dollars as a number, the midpoint for a range; null when the text is not an amount. */
export function parseMoney(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isFinite(raw) && raw >= 0 ? roundCents(raw) : null;
  if (typeof raw !== 'string') return null;
  if (raw.length > MAX_FIELD_CHARS) return null;
  // Blank runs become one space first: the pattern's neighbouring \s* could otherwise split a long run many ways.
  const input = withoutTrailingNote(raw.trim())
    .replace(/^(?:approx\.?|approximately|about|around|est\.?|estimated|~)\s*/i, '')
    .trim()
    .replace(/\s+/g, ' ');
  if (input === '' || input.length > 64) return null;
  const match = AMOUNT_OR_RANGE.exec(input);
  if (!match) return null;
  const low = toNumber(match[1], match[2], match[3]);
  if (match[4] === undefined) return roundCents(low);
  const high = toNumber(match[4], match[5], match[6]);
  return roundCents((low + high) / 2);
}
