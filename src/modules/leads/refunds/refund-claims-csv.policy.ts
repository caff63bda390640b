import { DateTime } from 'luxon';
import { stringify } from 'csv-stringify/sync';
import { reasonWords } from '../duplicates/duplicate-keys.policy';
import type { ClaimRow } from './refunds.repository';

/** The CSV's columns, in order: what lead providers ask for when crediting a bad lead. */
export const CLAIM_COLUMNS = [
  'provider', 'tracking_number', 'received_at', 'customer_name', 'claim_reasons',
  'duplicate_of_tracking_number', 'duplicate_of_source', 'duplicate_of_received_at', 'days_apart', 'match_reasons', 'match_score',
  'wrong_number_called_at', 'wrong_number_dialled', 'wrong_number_agent',
  'phone_as_given', 'phone_problem', 'email_as_given', 'email_problem',
] as const;

const LEAD_SOURCE_WORDS: Record<string, string> = { email: 'lead email', web_form: 'website form', inbound_call: 'inbound call', manual: 'entered by staff' };

/** Why a lead may be claimed back, in words ("duplicate; placeholder phone"). */
export function claimReasons(row: ClaimRow): string[] {
  const reasons: string[] = [];
  if (row.earlier_tracking) reasons.push('duplicate');
  if (row.wrong_number_at) reasons.push('wrong number');
  if (row.phone_quality) reasons.push(`${row.phone_quality} phone`);
  if (row.email_quality) reasons.push(`${row.email_quality} email`);
  return reasons;
}

/**
 * The claims as CSV (RFC 4180, CRLF, a header row; cells a spreadsheet would run as formulas are escaped). Times are
 * written in the company timezone with their offset, so the provider reads the same day staff saw.
 */
export function refundClaimsCsv(rows: readonly ClaimRow[], timezone: string): string {
  const at = (value: Date | null): string => (value ? (DateTime.fromJSDate(new Date(value), { zone: timezone }).startOf('second').toISO({ suppressMilliseconds: true }) ?? '') : '');
  const records = rows.map((row) => {
    const days = row.earlier_created_at ? Math.floor((new Date(row.created_at).getTime() - new Date(row.earlier_created_at).getTime()) / 86_400_000) : null;
    return [
      row.provider, row.tracking_number, at(row.created_at), row.customer_name ?? '', claimReasons(row).join('; '),
      row.earlier_tracking ?? '', row.earlier_tracking ? (row.earlier_provider ?? LEAD_SOURCE_WORDS[row.earlier_source ?? ''] ?? row.earlier_source ?? '') : '',
      at(row.earlier_created_at), days === null ? '' : String(days), (row.match_reasons ?? []).map(reasonWords).join('; '), row.match_score ?? '',
      at(row.wrong_number_at), row.wrong_number_dialled ?? '', row.wrong_number_agent ?? '',
      row.phone_quality ? (row.phone_given ?? '') : '', row.phone_quality ?? '', row.email_quality ? (row.email_given ?? '') : '', row.email_quality ?? '',
    ];
  });
  return stringify([[...CLAIM_COLUMNS], ...records], { record_delimiter: '\r\n', escape_formulas: true });
}
