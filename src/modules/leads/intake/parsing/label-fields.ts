/**
 * Label/value extraction from an email body: 'Label: value', 'Label<TAB>value', 'Label   value' (known labels only)
 * or a label alone on its line with the value on the following line(s). Forwarding noise ('> ' quoting and the
 * Outlook/Gmail header block of the original message) is removed first.
 */
import { fieldForLabel, LABELS_NEEDING_SEPARATOR, normalizeLabel, type LeadField } from './field-labels';
import { htmlToText } from 'src/common/mail/html-to-text';
import type { NormalizedEmail } from './lead-parser.types';
import { boundedLines, MAX_FIELD_CHARS, trimEndChars, trimStartChars } from './text-limits';

export interface ExtractedFields {
  /** First non-empty raw value seen per field (multi-line values joined with '\n'). */
  values: Partial<Record<LeadField, string>>;
  /** Fields whose label occurred at all, even with an empty value. */
  labelsSeen: ReadonlySet<LeadField>;
}

const FORWARD_SEPARATOR = /^(?:-{2,}\s*(?:original message|forwarded message|forwarded by.*)\s*-*|_{8,}|begin forwarded message:?)$/i;
const FORWARD_HEADER = /^(?:from|sent|date|to|cc|bcc|subject|reply-to|importance):\s/i;
/**
 * 'Label: value' / 'Label<TAB>value'. The label is the longest run of label characters (at most 49) without its
 * trailing spaces; then blanks and ':' or a tab. Each pattern is anchored and has one quantifier per character
 * class, so it reads a line once (the former single pattern let the label's spaces and the blanks after it
 * trade characters, retrying every split of a long run of spaces).
 */
const LABEL_HEAD = /^[A-Za-z][A-Za-z0-9 .#/&()'_-]{0,48}/;
const LABEL_SEPARATOR = /^\s*[:\t]/;
/** 'Label   value' (two or more spaces). The lazy label stops at the first double space, so this is linear too. */
const SPACED_LABEL_LINE = /^([A-Za-z][A-Za-z0-9 .#/&'-]{0,48}?) {2,}(\S.*)$/;
/** A label alone on its line is never longer than this (the longest known label has 20 characters). */
const MAX_BARE_LABEL_CHARS = 100;
/** 'From  the team' is prose; only these two labels need a real separator even with a wide gap. */
const SPACED_EXCLUDED_LABELS: ReadonlySet<string> = new Set(['from', 'to']);
const MULTI_LINE_FIELDS: ReadonlySet<LeadField> = new Set(['origin', 'destination']);
const MAX_CONTINUATION_LINES = 3;

/**
 * Strips '> ' quoting and decoration; drops forwarded-message header blocks. Reads at most the text limits of
 * text-limits.ts (lines cut, runs of blanks shortened).
 */
export function cleanBodyLines(text: string): string[] {
  const lines = boundedLines(text).map((line) =>
    trimEndChars(
      line
        .replace(/^(?:[ \t]*>)+[ \t]?/, '')
        .replace(/\u00a0/g, ' ')
        .replace(/^[ \t]*(?:[*•·-][ \t]+)?/, '')
        .replace(/\*\*/g, ''),
      ' \t',
    ),
  );
  const cleaned: string[] = [];
  let inForwardHeader = false;
  for (const [index, line] of lines.entries()) {
    if (FORWARD_SEPARATOR.test(line.trim()) || (!inForwardHeader && startsForwardHeaderBlock(lines, index))) {
      if (!inForwardHeader) cleaned.push('');
      inForwardHeader = true;
      continue;
    }
    if (inForwardHeader) {
      if (line.trim() === '' || FORWARD_HEADER.test(line.trim())) continue;
      if (/^\s/.test(line) && cleaned.length > 0) continue; // folded header continuation
      inForwardHeader = false;
    }
    cleaned.push(line);
  }
  return cleaned;
}

/** An unseparated header block (HTML forwards): 'From:' then 'Sent:'/'Date:' and a 'Subject:' within a few lines. */
function startsForwardHeaderBlock(lines: readonly string[], index: number): boolean {
  if (!/^from:\s/i.test(lines[index].trim())) return false;
  const next = lines.slice(index + 1, index + 6).map((line) => line.trim());
  return /^(?:sent|date):\s/i.test(next[0] ?? '') && next.some((line) => /^subject:/i.test(line));
}

interface LabelMatch {
  field: LeadField;
  value: string;
  /** Matched by a bare 'from' / 'to' label. */
  weak: boolean;
}

function isWeakLabel(label: string): boolean {
  return SPACED_EXCLUDED_LABELS.has(normalizeLabel(label));
}

/** The label and the raw value of a 'Label: value' / 'Label<TAB>value' line. */
function separatedLabel(trimmed: string): { label: string; value: string } | null {
  const head = LABEL_HEAD.exec(trimmed);
  if (!head) return null;
  const label = trimEndChars(head[0], ' ');
  const separator = LABEL_SEPARATOR.exec(trimmed.slice(label.length));
  if (!separator) return null;
  return { label, value: trimStartChars(trimmed.slice(label.length + separator[0].length), ':\t ') };
}

function matchLabel(line: string): LabelMatch | null {
  const trimmed = line.trim();
  if (trimmed === '') return null;
  const separated = separatedLabel(trimmed);
  if (separated) {
    const field = fieldForLabel(separated.label);
    if (field) return { field, value: separated.value.trim(), weak: isWeakLabel(separated.label) };
  }
  const spaced = SPACED_LABEL_LINE.exec(trimmed);
  if (spaced && !SPACED_EXCLUDED_LABELS.has(normalizeLabel(spaced[1]))) {
    const field = fieldForLabel(spaced[1]);
    if (field) return { field, value: spaced[2].trim(), weak: false };
  }
  if (trimmed.length <= MAX_BARE_LABEL_CHARS && !LABELS_NEEDING_SEPARATOR.has(normalizeLabel(trimmed))) {
    const field = fieldForLabel(trimmed);
    if (field) return { field, value: '', weak: false };
  }
  return null;
}

/** Values printed on the lines right after an empty label, up to a blank line or the next label. */
function continuation(lines: readonly string[], start: number, field: LeadField): string {
  const limit = MULTI_LINE_FIELDS.has(field) ? MAX_CONTINUATION_LINES : 1;
  const collected: string[] = [];
  for (let index = start; index < lines.length && collected.length < limit; index += 1) {
    const line = lines[index].trim();
    if (line === '' || matchLabel(line)) break;
    collected.push(line);
  }
  return collected.join('\n');
}

/** Extracts the first value of every recognised label. */
export function extractLabelledFields(text: string): ExtractedFields {
  const lines = cleanBodyLines(text);
  const values: Partial<Record<LeadField, string>> = {};
  const labelsSeen = new Set<LeadField>();
  const fromWeakLabel = new Set<LeadField>();
  lines.forEach((line, index) => {
    const match = matchLabel(line);
    if (!match) return;
    labelsSeen.add(match.field);
    // A value from a bare 'From:'/'To:' label gives way to a later 'Moving From:'/'Moving To:' style label.
    if (values[match.field] !== undefined && !(fromWeakLabel.has(match.field) && !match.weak)) return;
    const value = (match.value !== '' ? match.value : continuation(lines, index + 1, match.field)).slice(0, MAX_FIELD_CHARS);
    if (value === '' || !acceptable(match.field, value)) return;
    values[match.field] = value;
    if (match.weak) fromWeakLabel.add(match.field);
    else fromWeakLabel.delete(match.field);
  });
  return { values, labelsSeen };
}

/** Rejects values that cannot belong to the field (e.g. 'From: Q2G <leads@q2g.example>' is a header, not an origin). */
function acceptable(field: LeadField, value: string): boolean {
  switch (field) {
    case 'origin':
    case 'destination':
    case 'customerName':
    case 'firstName':
    case 'lastName':
    case 'moveSize':
      return !value.includes('@') && !/^(?:n\/a|none|-+|tbd|unknown)$/i.test(value);
    default:
      return !/^(?:n\/a|none|-+)$/i.test(value);
  }
}

/** Fields from the plain text, completed from the HTML part when the text lacks them (text values win). */
export function extractEmailFields(text: string, html: string | null): ExtractedFields {
  const fromText = extractLabelledFields(text);
  if (html === null || html === '' || fromText.values.trackingNumber !== undefined) return fromText;
  const fromHtml = extractLabelledFields(htmlToText(html));
  return {
    values: { ...fromHtml.values, ...fromText.values },
    labelsSeen: new Set([...fromText.labelsSeen, ...fromHtml.labelsSeen]),
  };
}

const fieldsByEmail = new WeakMap<NormalizedEmail, ExtractedFields>();

/** extractEmailFields of an email, worked out once however many parsers ask for it. */
export function emailFields(email: NormalizedEmail): ExtractedFields {
  let fields = fieldsByEmail.get(email);
  if (fields === undefined) {
    fields = extractEmailFields(email.text, email.html);
    fieldsByEmail.set(email, fields);
  }
  return fields;
}
