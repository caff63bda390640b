import { formatPhoneDisplay } from '../../format/phone';
import { ApiError } from '../../providers/api-error';
import type { OpportunityDetail } from '../../api/types';
import { toDateInputValue } from '../shared/opportunity-rules';
import { syncLabel, type SyncLabel } from '../shared/sync-state';

/** Statuses the detail editor offers. */
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

export const customerDraftOf = (detail: OpportunityDetail): CustomerDraft => ({
  customer: detail.customer_name ?? '',
  email: detail.customer_email ?? '',
  // Shown as in view mode ("(407) 289-7215"); unchanged it is not sent, changed the server normalises it.
  phone: formatPhoneDisplay(detail.customer_phone ?? null),
  status: (detail.status || 'new').toLowerCase(),
});

export const moveDraftOf = (detail: OpportunityDetail): MoveDraft => ({
  move_date: toDateInputValue(detail.move_date),
  origin_address: detail.origin_address ?? '',
  destination_address: detail.destination_address ?? '',
});

const CURRENCY = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatRevenue = (value: number | null | undefined): string =>
  value === null || value === undefined || !Number.isFinite(value) ? NOT_PROVIDED : CURRENCY.format(value);

type LeadSource = OpportunityDetail['lead_source'];

const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  email: 'Email',
  inbound_call: 'Inbound call',
  web_form: 'Web form',
  manual: 'Manual entry',
};

export const leadSourceLabel = (source: string | null | undefined): string =>
  source ? (LEAD_SOURCE_LABELS[source as LeadSource] ?? source) : NOT_PROVIDED;

/** The CRM sync label of a detail record (no `synced` flag: a deal id means it reached the CRM). */
export const detailSyncLabel = (detail: Pick<OpportunityDetail, 'hubspot_sync_status' | 'hubspot_deal_id'>): SyncLabel =>
  syncLabel(detail.hubspot_sync_status, Boolean(detail.hubspot_deal_id));

/** 404 from by-tracking means the not-found screen; anything else is a load failure with Retry. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
