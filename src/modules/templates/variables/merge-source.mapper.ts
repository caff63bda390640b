import type { CompanySettings } from '../templates.config';
import type { ContactMergeRow } from './merge-source.repository';

/** Who a message is from, as {{senderName}} / {{senderEmail}}. */
export interface MergeSender {
  name: string;
  email: string;
}

/** The values a template is merged with (camelCase keys; the merge engine adds the date variables). */
export type MergeSource = Record<string, string>;

const joinName = (first: string | null, last: string | null): string => [first, last].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');

/** '2026-12-05' → '12/5/2026' (what {{moveDate}} prints; formatDate reads it too). */
export function usDate(isoDate: string | null): string {
  const match = isoDate ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate) : null;
  return match ? `${Number(match[2])}/${Number(match[3])}/${match[1]}` : '';
}

/** '2450.5' → '$2,450.50'; blank stays blank. */
export function usDollars(amount: string | null): string {
  if (amount === null || amount.trim() === '' || !Number.isFinite(Number(amount))) return '';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
}

/** Sender and company values. */
export function companySource(company: CompanySettings, sender: MergeSender = company.sender): MergeSource {
  return {
    senderName: sender.name,
    senderEmail: sender.email,
    companyName: company.name,
    companyPhone: company.phone,
    companyAddress: company.address,
    companyLogoUrl: company.logoUrl,
  };
}

/** Contact and move values of one row (a contact with its latest opportunity); missing values are ''. */
export function contactSource(row: ContactMergeRow): MergeSource {
  const fromContact = joinName(row.first_name, row.last_name);
  const fullName = fromContact || row.customer_name?.trim() || '';
  return {
    firstName: row.first_name?.trim() ?? '',
    lastName: row.last_name?.trim() ?? '',
    fullName,
    customerName: row.customer_name?.trim() || fullName,
    email: row.email ?? row.customer_email ?? '',
    phone: row.phone ?? row.customer_phone ?? '',
    trackingNumber: row.tracking_number ?? '',
    moveDate: usDate(row.move_date),
    originAddress: row.origin_address ?? '',
    destinationAddress: row.destination_address ?? '',
    moveSize: row.move_size ?? '',
    estimatedRevenue: usDollars(row.estimated_revenue),
    status: row.status ?? '',
  };
}
