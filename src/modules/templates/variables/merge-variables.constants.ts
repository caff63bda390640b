import { DATE_VARIABLES } from '../merge/merge-context.mapper';

/** The groups of the merge variable catalogue, in display order. */
export const VARIABLE_GROUPS = ['Contact', 'Move / Opportunity', 'Sender / Company', 'Dates'] as const;
export type VariableGroupName = (typeof VARIABLE_GROUPS)[number];

/** A source variable: its key (what a template writes between braces), label, group and fixed fallback example. */
export interface VariableDefinition {
  key: string;
  label: string;
  group: Exclude<VariableGroupName, 'Dates'>;
  fallback: string;
}

/** Every source variable templates may use (the Dates group comes from the merge engine's DATE_VARIABLES). */
export const SOURCE_VARIABLES: readonly VariableDefinition[] = [
  { key: 'firstName', label: 'First name', group: 'Contact', fallback: 'Maria' },
  { key: 'lastName', label: 'Last name', group: 'Contact', fallback: 'Lopez' },
  { key: 'fullName', label: 'Full name', group: 'Contact', fallback: 'Maria Lopez' },
  { key: 'customerName', label: 'Customer name', group: 'Contact', fallback: 'Maria Lopez' },
  { key: 'email', label: 'Email', group: 'Contact', fallback: 'maria.lopez@example.com' },
  { key: 'phone', label: 'Phone', group: 'Contact', fallback: '+15125550143' },
  { key: 'trackingNumber', label: 'Tracking number', group: 'Move / Opportunity', fallback: 'Q2G-104233' },
  { key: 'moveDate', label: 'Move date', group: 'Move / Opportunity', fallback: '12/5/2026' },
  { key: 'originAddress', label: 'Origin address', group: 'Move / Opportunity', fallback: '1200 Barton Springs Rd, Austin, TX 78704' },
  { key: 'destinationAddress', label: 'Destination address', group: 'Move / Opportunity', fallback: '410 Elm St, Dallas, TX 75202' },
  { key: 'moveSize', label: 'Move size', group: 'Move / Opportunity', fallback: '2 Bedroom Apartment' },
  { key: 'estimatedRevenue', label: 'Estimated price', group: 'Move / Opportunity', fallback: '$2,450.00' },
  { key: 'status', label: 'Status', group: 'Move / Opportunity', fallback: 'new' },
  { key: 'senderName', label: 'Sender name', group: 'Sender / Company', fallback: '' },
  { key: 'senderEmail', label: 'Sender email', group: 'Sender / Company', fallback: '' },
  { key: 'companyName', label: 'Company name', group: 'Sender / Company', fallback: '' },
  { key: 'companyPhone', label: 'Company phone', group: 'Sender / Company', fallback: '' },
  { key: 'companyAddress', label: 'Company address', group: 'Sender / Company', fallback: '' },
  { key: 'companyLogoUrl', label: 'Company logo URL', group: 'Sender / Company', fallback: '' },
];

/**
 * Every variable a template may name: the source variables and the date variables. A send merges exactly these, so a
 * template naming anything else would fail every send that reaches it; saving such a template is refused.
 */
export const MERGE_VARIABLE_KEYS: readonly string[] = [...SOURCE_VARIABLES.map((variable) => variable.key), ...DATE_VARIABLES.map((variable) => variable.key)];
