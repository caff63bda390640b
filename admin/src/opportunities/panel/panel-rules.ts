import { formatPhoneDisplay } from '../../format/phone';
import type { OpportunityEdit, OpportunityListItem } from '../../api/types';
import { toDateInputValue } from '../shared/opportunity-rules';

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

/** Edit initialises from the current values. */
export const toEditForm = (item: OpportunityListItem): PanelEditForm => ({
  customer: item.customer ?? '',
  email: item.email ?? '',
  phone: item.phone ? formatPhoneDisplay(item.phone) : '',
  move_date: toDateInputValue(item.move_date),
  origin_address: item.raw.origin_address ?? '',
  destination_address: item.raw.destination_address ?? '',
});

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
