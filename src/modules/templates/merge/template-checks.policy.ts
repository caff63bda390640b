/**
 * The checks a template passes on save and before it is rendered: unresolved tokens make it invalid, a long subject
 * is a warning, and subjects are flattened to one line.
 */
import { cutText } from 'src/common/text/cut-text';
import { findUnresolvedTokens, listMergeTags, type KnownVariable } from './merge-tags.engine';
import {
  SUBJECT_CUT_LENGTH,
  SUBJECT_ELLIPSIS,
  SUBJECT_TOO_LONG_WARNING,
  SUBJECT_WARNING_LENGTH,
  UNRESOLVED_BODY_PREFIX,
  UNRESOLVED_SUBJECT_PREFIX,
} from './merge.constants';

export interface TemplateParts {
  subject: string;
  html: string;
  /** The plain-text part, checked as part of the body. */
  text?: string | null;
}

export interface TemplateCheck {
  /** False when any error is present. */
  valid: boolean;
  /** 'Unresolved tokens in subject: ...' and/or 'Unresolved tokens in body: ...'. */
  errors: string[];
  /** 'Subject line is longer than 78 characters and may be truncated' when it is. */
  warnings: string[];
  /** Every variable the subject, html and text use, in order of first use. */
  variables: string[];
}

/** 'Unresolved tokens in subject: a, b' / 'Unresolved tokens in body: a, b'. */
export function unresolvedMessage(part: 'subject' | 'body', tokens: readonly string[]): string {
  return `${part === 'subject' ? UNRESOLVED_SUBJECT_PREFIX : UNRESOLVED_BODY_PREFIX}${tokens.join(', ')}`;
}

/** One line, every run of whitespace (newlines and tabs included) collapsed to a space, ends trimmed. */
const collapse = (subject: string): string => subject.replace(/\s+/g, ' ').trim();

/**
 * The subject as sent: one line, whitespace collapsed, and when longer than 78 characters cut to its first 75 (never
 * half a surrogate pair, trailing blanks dropped) plus '...'.
 */
export function flattenSubject(subject: string): string {
  const line = collapse(subject);
  if (line.length <= SUBJECT_WARNING_LENGTH) return line;
  return cutText(line, SUBJECT_CUT_LENGTH) + SUBJECT_ELLIPSIS;
}

/** The long-subject warning when the subject, once on one line, is over 78 characters; otherwise none. */
export function subjectWarnings(subject: string): string[] {
  return collapse(subject).length > SUBJECT_WARNING_LENGTH ? [SUBJECT_TOO_LONG_WARNING] : [];
}

/** Runs every template check; `isKnown` says which variables exist (knownFrom(catalogue keys) or knownIn(data)). */
export function checkTemplate(parts: TemplateParts, isKnown: KnownVariable): TemplateCheck {
  const errors: string[] = [];
  const subjectTokens = findUnresolvedTokens(parts.subject, isKnown);
  if (subjectTokens.length > 0) errors.push(unresolvedMessage('subject', subjectTokens));
  const bodyTokens = [...new Set([...findUnresolvedTokens(parts.html, isKnown), ...findUnresolvedTokens(parts.text ?? '', isKnown)])];
  if (bodyTokens.length > 0) errors.push(unresolvedMessage('body', bodyTokens));
  return { valid: errors.length === 0, errors, warnings: subjectWarnings(parts.subject), variables: listTemplateVariables(parts) };
}

/** The variables a template uses across subject, html and text (the `variables` field saved with it). */
export function listTemplateVariables(parts: TemplateParts): string[] {
  return [...new Set([parts.subject, parts.html, parts.text ?? ''].flatMap(listMergeTags))];
}
