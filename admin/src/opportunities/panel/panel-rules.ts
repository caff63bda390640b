import { formatPhoneDisplay } from '../../format/phone';
import { ApiError } from '../../providers/api-error';
import type { OpportunityEdit, OpportunityListItem } from '../opportunity-types';

/** Seed 000 §4 lead sources that a customer-service agent handles. */
const AGENT_LEAD_SOURCES: readonly string[] = ['inbound_call', 'web_form', 'manual'];

/**
 * Seed 000 §2: the call tracker applies when lead_source is inbound_call, web_form or manual, or when the
 * opportunity has a phone, an owner and an assignee; otherwise "Not applicable for automated email leads".
 */
export const trackerApplies = (item: OpportunityListItem): boolean => {
  const source = item.raw.lead_source;
  if (source && AGENT_LEAD_SOURCES.includes(source)) return true;
  return Boolean(item.phone && item.raw.owner && item.raw.assignee);
};

/** The CRM deal link: only when synced and the deal id (and its URL) exist. */
export const hubspotDealLink = (item: OpportunityListItem): string | null =>
  item.synced && item.raw.hubspot_deal_id && item.raw.hubspot_deal_url ? item.raw.hubspot_deal_url : null;

/** Statuses offered by "Update Status": the detail editor's four, then the list filter's four. */
export const PANEL_STATUSES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'new', label: 'New' },
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'opened', label: 'Opened' },
  { value: 'replied', label: 'Replied' },
  { value: 'ignored', label: 'Ignored' },
  { value: 'booked', label: 'Booked' },
];

export const statusLabel = (value: string): string => PANEL_STATUSES.find((s) => s.value === value)?.label ?? value;

/** The edit form's values, keyed by the PUT field names so server field errors map straight onto them. */
export interface PanelEditForm {
  customer: string;
  email: string;
  phone: string;
  move_date: string;
  origin_address: string;
  destination_address: string;
}

export type PanelEditField = keyof PanelEditForm;

export const PANEL_EDIT_FIELDS: readonly PanelEditField[] = [
  'customer', 'email', 'phone', 'move_date', 'origin_address', 'destination_address',
];

/** A stored date as the date input's YYYY-MM-DD (empty when missing or unreadable). */
export const toDateInput = (value: string | null | undefined): string => {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match ? match[1] : '';
};

/** Seed 000 §4: edit initialises from the current values. */
export const toEditForm = (item: OpportunityListItem): PanelEditForm => ({
  customer: item.customer ?? '',
  email: item.email ?? '',
  phone: item.phone ? formatPhoneDisplay(item.phone) : '',
  move_date: toDateInput(item.move_date),
  origin_address: item.raw.origin_address ?? '',
  destination_address: item.raw.destination_address ?? '',
});

/** Only the fields the user changed (compared trimmed); an emptied field is sent as '' to clear it. */
export const changedFields = (initial: PanelEditForm, current: PanelEditForm): OpportunityEdit => {
  const edit: OpportunityEdit = {};
  for (const field of PANEL_EDIT_FIELDS) {
    const value = current[field].trim();
    if (value !== initial[field].trim()) edit[field] = value;
  }
  return edit;
};

/** The local copy after a successful save, so the panel shows the saved values without waiting for the list. */
export const applyEdit = (item: OpportunityListItem, edit: OpportunityEdit): OpportunityListItem => {
  const orNull = (value: string | undefined, previous: string | null): string | null =>
    value === undefined ? previous : value === '' ? null : value;
  return {
    ...item,
    customer: orNull(edit.customer, item.customer),
    email: orNull(edit.email, item.email),
    phone: orNull(edit.phone, item.phone),
    move_date: orNull(edit.move_date, item.move_date),
    status: edit.status ?? item.status,
    raw: {
      ...item.raw,
      origin_address: orNull(edit.origin_address, item.raw.origin_address),
      destination_address: orNull(edit.destination_address, item.raw.destination_address),
    },
  };
};

export const SAVE_MESSAGES = {
  generic: 'Failed to save changes',
  network: 'Network error while saving',
} as const;

/**
 * Seed 000 §8 side-panel save errors: the server's error, or "Failed to save changes", or "Network error while
 * saving" when the request got no answer (ApiError status 0).
 */
export const saveErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.status === 0) return SAVE_MESSAGES.network;
    return error.message || SAVE_MESSAGES.generic;
  }
  return SAVE_MESSAGES.generic;
};

/**
 * Whether a copy of the same opportunity handed in by the list is fresher than the one shown. The list falls
 * back to the row it was opened from when a reload no longer contains it; that older copy must not undo a save.
 */
export const isNewerCopy = (next: OpportunityListItem, shown: OpportunityListItem): boolean => {
  const nextTime = Date.parse(next.last_updated);
  const shownTime = Date.parse(shown.last_updated);
  if (Number.isNaN(nextTime) || Number.isNaN(shownTime)) return next.last_updated !== shown.last_updated;
  return nextTime > shownTime;
};
