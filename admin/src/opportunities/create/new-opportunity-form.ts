import type { NewOpportunityInput } from '../../api/types';
import { opportunityPath } from '../shared/paths';

/** The dialog's values, all as typed (strings), keyed like the POST body so server field errors map 1:1. */
export interface NewOpportunityForm {
  lead_source: NewOpportunityInput['lead_source'];
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  move_date: string;
  origin_address: string;
  destination_address: string;
  move_size: string;
  estimated_revenue: string;
  assignee: string;
  tracking_number: string;
}

export type NewOpportunityField = Exclude<keyof NewOpportunityForm, 'lead_source'>;
export type FieldErrors = Partial<Record<NewOpportunityField, string>>;

export const EMPTY_NEW_OPPORTUNITY: NewOpportunityForm = {
  lead_source: 'inbound_call',
  customer_name: '',
  customer_email: '',
  customer_phone: '',
  move_date: '',
  origin_address: '',
  destination_address: '',
  move_size: '',
  estimated_revenue: '',
  assignee: '',
  tracking_number: '',
};

export const NEW_OPPORTUNITY_FIELDS: readonly NewOpportunityField[] = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'move_date',
  'origin_address',
  'destination_address',
  'move_size',
  'estimated_revenue',
  'assignee',
  'tracking_number',
];

/** The form's values as react-admin's form hands them over (anything not text reads as empty). */
export const readNewOpportunityForm = (values: Record<string, unknown>): NewOpportunityForm => {
  const text = (key: string): string => {
    const value = values[key];
    return typeof value === 'string' ? value : '';
  };
  const form: NewOpportunityForm = { ...EMPTY_NEW_OPPORTUNITY, lead_source: text('lead_source') === 'manual' ? 'manual' : 'inbound_call' };
  for (const field of NEW_OPPORTUNITY_FIELDS) form[field] = text(field);
  return form;
};

export const CONTACT_REQUIRED = 'Enter at least a customer name, an email or a phone number.';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FormCheck {
  /** A message for the whole form (shown above the fields). */
  formError: string | null;
  fieldErrors: FieldErrors;
}

/** Client checks before POST: some way to reach the customer, a plausible email, a non-negative revenue. */
export const checkNewOpportunity = (form: NewOpportunityForm): FormCheck => {
  const fieldErrors: FieldErrors = {};
  const name = form.customer_name.trim();
  const email = form.customer_email.trim();
  const phone = form.customer_phone.trim();
  if (email && !EMAIL.test(email)) fieldErrors.customer_email = 'Enter a valid email address';
  const revenue = form.estimated_revenue.trim();
  if (revenue && !(Number.isFinite(Number(revenue)) && Number(revenue) >= 0)) {
    fieldErrors.estimated_revenue = 'Enter an amount of 0 or more';
  }
  return { formError: name || email || phone ? null : CONTACT_REQUIRED, fieldErrors };
};

/** The POST body: trimmed, non-empty values only; revenue as a number. */
export const toNewOpportunityInput = (form: NewOpportunityForm): NewOpportunityInput => {
  const input: NewOpportunityInput = { lead_source: form.lead_source };
  for (const field of NEW_OPPORTUNITY_FIELDS) {
    const value = form[field].trim();
    if (!value) continue;
    if (field === 'estimated_revenue') input.estimated_revenue = Number(value);
    else input[field] = value;
  }
  return input;
};

/** Splits a 400's `errors` map into the dialog's fields and anything left over (shown as a form message). */
export const splitServerErrors = (errors: Record<string, string> | null): { fields: FieldErrors; other: string[] } => {
  const fields: FieldErrors = {};
  const other: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    if ((NEW_OPPORTUNITY_FIELDS as readonly string[]).includes(key)) fields[key as NewOpportunityField] = message;
    else other.push(message);
  }
  return { fields, other };
};

/** Where to go after creating: the new (or existing) record's page, or the list when the answer has no tracking. */
export const createdPath = (trackingNumber: string | null | undefined): string =>
  trackingNumber ? opportunityPath(trackingNumber) : '/opportunities';
