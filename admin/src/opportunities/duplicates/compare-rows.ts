import type { OpportunityDetail } from '../../api/types';
import { formatDateTime, formatShortDate } from '../../format/date';
import { formatPhoneDisplay } from '../../format/phone';
import { formatRevenue } from '../detail/detail-rules';
import { leadOriginDetail } from './duplicate-words';

/** What a field without a value shows in the comparison. */
export const NO_VALUE = '—';

export interface CompareRow {
  label: string;
  left: string;
  right: string;
  /** The two values differ (compared without case and extra spaces); a missing value differs from any other. */
  differs: boolean;
}

/** A value the lead gave that is not used (a placeholder phone, an unreadable email): shown as given, marked. */
const given = (value: string | null, quality: string | null): string | null => (value && quality ? `${value} (not used)` : null);

/** One lead's values, in the comparison's order. */
const FIELDS: ReadonlyArray<{ label: string; value: (detail: OpportunityDetail) => string | null }> = [
  { label: 'Customer', value: (d) => d.customer_name },
  { label: 'Email', value: (d) => d.customer_email || given(d.customer_email_given, d.email_quality) },
  { label: 'Phone', value: (d) => formatPhoneDisplay(d.customer_phone) || given(d.customer_phone_given, d.phone_quality) },
  { label: 'Move date', value: (d) => formatShortDate(d.move_date, '') },
  { label: 'From', value: (d) => d.origin_address },
  { label: 'To', value: (d) => d.destination_address },
  { label: 'Status', value: (d) => d.status || 'new' },
  { label: 'Estimated revenue', value: (d) => (d.estimated_revenue === null ? null : formatRevenue(d.estimated_revenue)) },
  { label: 'Source', value: (d) => leadOriginDetail(d) },
  { label: 'Assignee', value: (d) => d.assignee },
  { label: 'Created', value: (d) => formatDateTime(d.created_at, '') },
];

const shown = (value: string | null): string => value?.trim() || NO_VALUE;
const comparable = (value: string): string => value.replace(/\s+/g, ' ').toLowerCase();

/** The comparison table's rows for two leads: each field's two values and whether they differ. */
export const compareRows = (left: OpportunityDetail, right: OpportunityDetail): CompareRow[] =>
  FIELDS.map(({ label, value }) => {
    const a = shown(value(left));
    const b = shown(value(right));
    return { label, left: a, right: b, differs: comparable(a) !== comparable(b) };
  });
