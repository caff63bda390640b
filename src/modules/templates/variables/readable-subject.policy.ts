import { DATE_VARIABLES } from '../merge/merge-context.mapper';
import { listMergeTags } from '../merge/merge-tags.engine';
import { SOURCE_VARIABLES } from './merge-variables.constants';

const LABELS = new Map<string, string>([...SOURCE_VARIABLES, ...DATE_VARIABLES].map(({ key, label }) => [key, label]));

/**
 * A subject as a person reads it in a list where no contact fills it: each merge tag becomes its variable's label in
 * brackets ('Hi {{fallback firstName "there"}}' → 'Hi [First name]'), block tags and comments are left out.
 */
export function readableSubject(subject: string): string {
  return subject
    .replace(/\{\{\{?([^}]*)\}?\}\}/g, (_tag, inner: string) => {
      const body = inner.replace(/^~|~$/g, '').trim();
      if (/^([#/^!]|else\b)/.test(body)) return '';
      const name = listMergeTags(`{{${body}}}`)[0];
      return `[${(name && LABELS.get(name)) ?? name ?? body}]`;
    })
    .replace(/\s{2,}/g, ' ')
    .trim();
}
