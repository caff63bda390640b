/**
 * Limits on what a lead email may make the parser read, and linear-time text helpers. Together they keep parsing
 * linear in the size of the message: no regular expression in this folder can backtrack over a long run of
 * blanks, tags or punctuation (README "Reliability" lists the limits).
 */

import { MAX_TEXT_CHARS } from 'src/common/mail/mime-message';

/**
 * The decoding limits (message prefix, text, HTML, header lengths) belong to the shared MIME decoder and HTML-to-text
 * conversion; listed here with the others the parser obeys.
 */
export { MAX_HTML_CHARS, MAX_HTML_MARKUP_CHARS } from 'src/common/mail/html-to-text';
export { MAX_DECODED_MESSAGE_BYTES, MAX_DECODED_MESSAGE_LINES, MAX_HEADER_CHARS, MAX_TEXT_CHARS } from 'src/common/mail/mime-message';
/** Lines of body text scanned for labels. */
export const MAX_TEXT_LINES = 5_000;
/** A longer line is cut to this many characters (after runs of blanks are shortened). */
export const MAX_LINE_CHARS = 2_000;
/** A field value (a label's value, or up to three continuation lines) is cut to this many characters. */
export const MAX_FIELD_CHARS = 1_000;

/**
 * Runs of three or more blanks (space, tab, no-break space) become one tab when the run holds a tab, else two spaces.
 * Nothing that reads labels tells such runs apart ('Label<TAB>value', 'Label   value' needs two spaces), so the
 * result parses the same while no later pattern ever meets a long run. Linear: each run is matched once.
 */
export function shortenBlankRuns(text: string): string {
  return text.replace(/[ \t\u00a0]{3,}/g, (run) => (run.includes('\t') ? '\t' : '  '));
}

/** The first MAX_TEXT_LINES lines of the first MAX_TEXT_CHARS characters, blank runs shortened, lines cut. */
export function boundedLines(text: string): string[] {
  const lines = shortenBlankRuns(text.slice(0, MAX_TEXT_CHARS)).split(/\r\n?|\n/, MAX_TEXT_LINES);
  return lines.map((line) => (line.length > MAX_LINE_CHARS ? line.slice(0, MAX_LINE_CHARS) : line));
}

/** `text` without the given characters at its end (a loop: /[x]+$/ would retry at every position of a long run). */
export function trimEndChars(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without the given characters at its start. */
export function trimStartChars(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start])) start += 1;
  return start === 0 ? text : text.slice(start);
}

/** `text` without the given characters at either end. */
export function trimChars(text: string, chars: string): string {
  return trimStartChars(trimEndChars(text, chars), chars);
}

/** `text` without whitespace (as /\s/ means it) or commas at its end. */
export function trimEndSeparators(text: string): string {
  let end = text.length;
  while (end > 0 && (text[end - 1] === ',' || /\s/.test(text[end - 1]))) end -= 1;
  return end === text.length ? text : text.slice(0, end);
}

/** `text` without whitespace or commas at either end. */
export function trimSeparators(text: string): string {
  const trimmed = trimEndSeparators(text);
  let start = 0;
  while (start < trimmed.length && (trimmed[start] === ',' || /\s/.test(trimmed[start]))) start += 1;
  return start === 0 ? trimmed : trimmed.slice(start);
}
