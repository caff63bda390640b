import type { OpportunityDetail } from '../../api/types';
import { formatDateTime, formatShortDate } from '../../format/date';
import { formatPhoneDisplay } from '../../format/phone';
import { formatRevenue } from '../detail/detail-rules';
import { leadOriginDetail } from './duplicate-words';

/** What a field without a value shows in the comparison. */
export const NO_VALUE = '—';

/**
 * Where a value may break across lines in its narrow cell: `whole` never (a phone number, a date, an amount: short),
 * `address` only at an email address's '@' and dots, `words` between words.
 */
export type CompareWrap = 'whole' | 'address' | 'words';

export interface CompareRow {
  label: string;
  left: string;
  right: string;
  /** The two values differ (compared without case and extra spaces); a missing value differs from any other. */
  differs: boolean;
  wrap: CompareWrap;
}

/** Marks a value the lead gave that is not used (a placeholder phone, an unreadable email). */
export const NOT_USED = ' (not used)';

/** A value the lead gave that is not used: shown as given, marked. */
const given = (value: string | null, quality: string | null): string | null => (value && quality ? `${value}${NOT_USED}` : null);

/** One lead's values, in the comparison's order. */
const FIELDS: ReadonlyArray<{ label: string; wrap: CompareWrap; value: (detail: OpportunityDetail) => string | null }> = [
  { label: 'Customer', wrap: 'words', value: (d) => d.customer_name },
  { label: 'Email', wrap: 'address', value: (d) => d.customer_email || given(d.customer_email_given, d.email_quality) },
  { label: 'Phone', wrap: 'whole', value: (d) => formatPhoneDisplay(d.customer_phone) || given(d.customer_phone_given, d.phone_quality) },
  { label: 'Move date', wrap: 'whole', value: (d) => formatShortDate(d.move_date, '') },
  { label: 'From', wrap: 'words', value: (d) => d.origin_address },
  { label: 'To', wrap: 'words', value: (d) => d.destination_address },
  { label: 'Status', wrap: 'words', value: (d) => d.status || 'new' },
  { label: 'Estimated revenue', wrap: 'whole', value: (d) => (d.estimated_revenue === null ? null : formatRevenue(d.estimated_revenue)) },
  { label: 'Source', wrap: 'words', value: (d) => leadOriginDetail(d) },
  { label: 'Assignee', wrap: 'words', value: (d) => d.assignee },
  { label: 'Created', wrap: 'words', value: (d) => formatDateTime(d.created_at, '') },
];

const shown = (value: string | null): string => value?.trim() || NO_VALUE;
const comparable = (value: string): string => value.replace(/\s+/g, ' ').toLowerCase();

/** The comparison table's rows for two leads: each field's two values and whether they differ. */
export const compareRows = (left: OpportunityDetail, right: OpportunityDetail): CompareRow[] =>
  FIELDS.map(({ label, wrap, value }) => {
    const a = shown(value(left));
    const b = shown(value(right));
    return { label, left: a, right: b, differs: comparable(a) !== comparable(b), wrap };
  });
