/**
 * The opportunity status vocabulary: what staff set (new, pending, confirmed, completed; opened, replied,
 * ignored, booked — the admin's Update Status menu and list filter) and what the lead provider sends
 * (PENDING, ASSIGNED_TO_AGENCY). Matched exactly; edits and the list's status filter accept nothing else.
 */
export const OPPORTUNITY_STATUSES = [
  'new',
  'pending',
  'confirmed',
  'completed',
  'opened',
  'replied',
  'ignored',
  'booked',
  'PENDING',
  'ASSIGNED_TO_AGENCY',
] as const;

export type OpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const OPPORTUNITY_STATUS_MESSAGE = `status must be one of ${OPPORTUNITY_STATUSES.join(', ')}`;

export const isOpportunityStatus = (value: unknown): value is OpportunityStatus =>
  typeof value === 'string' && (OPPORTUNITY_STATUSES as readonly string[]).includes(value);
