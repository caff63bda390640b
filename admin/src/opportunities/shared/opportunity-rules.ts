import { parseAppDate, toLocalDateString } from '../../format/date';
import { ApiError } from '../../providers/api-error';
import type { OpportunityEdit } from '../../api/types';

/** An edit form's values, keyed by the PUT field names (all strings; '' for an empty field). */
export type EditDraft = { [K in keyof OpportunityEdit]?: string };

/** The PUT fields an edit form may hold. */
const EDIT_FIELDS: ReadonlyArray<keyof OpportunityEdit> = ['customer', 'email', 'phone', 'move_date', 'origin_address', 'destination_address', 'status'];

/** Only the fields whose trimmed value differs from the original; an emptied field is sent as '' to clear it. */
export const changedFields = <T extends EditDraft>(original: T, draft: T): OpportunityEdit => {
  const edit: Record<string, string> = {};
  for (const key of EDIT_FIELDS) {
    if (!(key in draft)) continue;
    const next = (draft[key] ?? '').trim();
    if (next !== (original[key] ?? '').trim()) edit[key] = next;
  }
  // The status comes from a fixed list of options, so the values are the PUT's own.
  return edit as OpportunityEdit;
};

/** An edit form's text values as react-admin's form hands them over (anything not text reads as ''). */
export const readEditDraft = (values: Record<string, unknown>, keys: readonly string[]): EditDraft =>
  Object.fromEntries(keys.map((key) => [key, typeof values[key] === 'string' ? values[key] : '']));

const SAVE_MESSAGES = {
  generic: 'Failed to save changes',
  network: 'Network error while saving',
} as const;

/**
 * Save errors of the side panel (the detail page's editors use them too): the server's error, or "Failed to
 * save changes", or "Network error while saving" when the request got no answer (ApiError status 0).
 */
export const saveErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 0) return SAVE_MESSAGES.network;
    return error.message || SAVE_MESSAGES.generic;
  }
  return SAVE_MESSAGES.generic;
};

/**
 * A stored date as the value of an `<input type="date">` (YYYY-MM-DD): a date or ISO timestamp keeps its calendar
 * day, a 13-digit epoch-ms value is read as the viewer's local day; '' when missing or unreadable.
 */
export const toDateInputValue = (value: string | null | undefined): string => {
  if (!value) return '';
  const head = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  if (head) return head[1];
  const date = parseAppDate(value);
  return date ? toLocalDateString(date) : '';
};

/** Lead sources that a customer-service agent handles. */
const CALL_LEAD_SOURCES: readonly string[] = ['inbound_call', 'web_form', 'manual'];

/** What the call tracker rule looks at, from a list item (its raw record) or a detail record alike. */
export interface CallTrackerFacts {
  leadSource: string | null | undefined;
  phone: string | null | undefined;
  owner: string | null | undefined;
  assignee: string | null | undefined;
}

/**
 * The call tracker applies when lead_source is inbound_call, web_form or manual, or when the
 * opportunity has a phone, an owner and an assignee; otherwise "Not applicable for automated email leads".
 */
export const callTrackerApplies = ({ leadSource, phone, owner, assignee }: CallTrackerFacts): boolean =>
  (leadSource !== null && leadSource !== undefined && CALL_LEAD_SOURCES.includes(leadSource)) ||
  Boolean(phone && owner && assignee);
