import { ApiError } from '../../providers/api-error';
import { parseAppDate } from '../../format/date';
import type { LeadSource, OpportunityDetail, OpportunityEdit } from '../opportunity-types';
import { syncLabel, type SyncLabel } from '../shared/sync-state';

/** Statuses the detail editor offers (seed 000 §4). */
export const DETAIL_STATUSES = ['new', 'pending', 'confirmed', 'completed'] as const;

export const NOT_PROVIDED = 'Not provided';

/** The editor's options: the four statuses plus the current value when it is something else (e.g. "booked"). */
export const statusOptions = (current: string | null | undefined): string[] => {
  const value = (current || 'new').toLowerCase();
  const base: string[] = [...DETAIL_STATUSES];
  return base.includes(value) ? base : [...base, value];
};

export interface CustomerDraft {
  customer: string;
  email: string;
  phone: string;
  status: string;
}

export interface MoveDraft {
  move_date: string;
  origin_address: string;
  destination_address: string;
}

/** A stored date (YYYY-MM-DD, ISO or epoch ms) as the value of an `<input type="date">`. */
export const toDateInputValue = (value: string | null | undefined): string => {
  if (!value) return '';
  const head = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  if (head) return head[1];
  const date = parseAppDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

export const customerDraftOf = (detail: OpportunityDetail): CustomerDraft => ({
  customer: detail.customer_name ?? '',
  email: detail.customer_email ?? '',
  phone: detail.customer_phone ?? '',
  status: (detail.status || 'new').toLowerCase(),
});

export const moveDraftOf = (detail: OpportunityDetail): MoveDraft => ({
  move_date: toDateInputValue(detail.move_date),
  origin_address: detail.origin_address ?? '',
  destination_address: detail.destination_address ?? '',
});

/** Only the fields whose trimmed value differs from the original (an empty string clears a field). */
export const changedFields = <T extends CustomerDraft | MoveDraft>(original: T, draft: T): OpportunityEdit => {
  const edit: Record<string, string> = {};
  for (const key of Object.keys(draft) as Array<keyof T & string>) {
    const next = String(draft[key]).trim();
    if (next !== String(original[key]).trim()) edit[key] = next;
  }
  return edit as OpportunityEdit;
};

/** Seed 000 §8 side-panel save messages, reused on the detail page. */
export const saveErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError && error.status === 0) return 'Network error while saving';
  return error instanceof Error && error.message ? error.message : 'Failed to save changes';
};

const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatRevenue = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? NOT_PROVIDED : CURRENCY.format(value);

const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  email: 'Email',
  inbound_call: 'Inbound call',
  web_form: 'Web form',
  manual: 'Manual entry',
};

export const leadSourceLabel = (source: string | null | undefined): string =>
  source ? (LEAD_SOURCE_LABELS[source as LeadSource] ?? source) : NOT_PROVIDED;

const CALL_SOURCES: ReadonlyArray<string> = ['inbound_call', 'web_form', 'manual'];

/** Seed 000 §2: the call tracker applies to call/web/manual leads, or when phone, owner and assignee are all set. */
export const callTrackerApplies = (
  detail: Pick<OpportunityDetail, 'lead_source' | 'customer_phone'> & { owner?: string | null; assignee?: string | null },
): boolean =>
  CALL_SOURCES.includes(detail.lead_source) || Boolean(detail.customer_phone && detail.owner && detail.assignee);

/** The CRM sync label of a detail record (no `synced` flag: a deal id means it reached the CRM). */
export const detailSyncLabel = (detail: Pick<OpportunityDetail, 'hubspot_sync_status' | 'hubspot_deal_id'>): SyncLabel =>
  syncLabel(detail.hubspot_sync_status, Boolean(detail.hubspot_deal_id));

/** 404 from by-tracking means the not-found screen; anything else is a load failure with Retry. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
