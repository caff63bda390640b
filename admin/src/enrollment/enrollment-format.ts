import { differenceInCalendarDays, format } from 'date-fns';
import type { ContactListItem, EnrollmentRuleStatus } from '../api/types';

export type BadgeColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

const RULE_STATUSES: Readonly<Record<EnrollmentRuleStatus, { label: string; color: BadgeColor }>> = {
  draft: { label: 'Draft', color: 'default' },
  active: { label: 'Active', color: 'success' },
  paused: { label: 'Paused', color: 'warning' },
  stopped: { label: 'Stopped', color: 'error' },
  completed: { label: 'Completed', color: 'info' },
};

/** A rule's status badge; a status this screen does not know shows as Draft. */
export const ruleStatusBadge = (status: string) =>
  RULE_STATUSES[status as EnrollmentRuleStatus] ?? RULE_STATUSES.draft;

const ENROLLMENT_STATES: Readonly<Record<string, { label: string; color: BadgeColor }>> = {
  pending: { label: 'Pending', color: 'default' },
  active: { label: 'Active', color: 'success' },
  completed: { label: 'Completed', color: 'info' },
  canceled: { label: 'Canceled', color: 'warning' },
  cancelled: { label: 'Canceled', color: 'warning' },
  failed: { label: 'Failed', color: 'error' },
};

/** An enrollment's state badge; an unknown state shows as Pending. */
export const enrollmentStateBadge = (state: string) => ENROLLMENT_STATES[state] ?? ENROLLMENT_STATES.pending ?? { label: 'Pending', color: 'default' };

const UNENROLL_REASONS: Readonly<Record<string, string>> = {
  already_ended: 'Enrollment already ended',
  not_active: 'Only active/pending enrollments can be canceled',
  permission_denied: 'You lack permission to unenroll',
};

/** Why a row's Unenroll button is disabled. */
export const unenrollReason = (reason: string | null | undefined): string => UNENROLL_REASONS[reason ?? ''] ?? 'Unavailable';

/** Pending and active enrollments are the live ones ('Show Active only', 'Select all active'). */
export const isLiveEnrollment = (state: string) => state === 'active' || state === 'pending';

export const personName = (row: { first_name?: string | null; last_name?: string | null; email?: string | null }) =>
  [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email || '—';

/** 'city, state', or a dash when neither is known. */
export const cityState = (city: string | null | undefined, state: string | null | undefined) =>
  [city, state].filter(Boolean).join(', ') || '—';

export const contactRoute = (contact: Pick<ContactListItem, 'origin_city' | 'origin_state' | 'destination_city' | 'destination_state'>) => ({
  origin: cityState(contact.origin_city, contact.origin_state),
  destination: cityState(contact.destination_city, contact.destination_state),
});

/** Created date in contact lists: Today, Yesterday, Nd ago under 7 days, Nw ago under 30 days, else the date. */
export const relativeCreated = (iso: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days}d ago`;
  if (days < 30) return `${Math.floor(days / 7)}w ago`;
  return date.toLocaleDateString();
};

export const formatDate = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString();
};

export const formatDateTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : format(date, 'MMM d, yyyy HH:mm');
};

/** A rule's date field in words: which date of a contact the rule's start and end dates are compared with. */
export const dateFieldLabel = (field: string): string =>
  ({ created_at: 'Contact created', first_seen_at: 'First seen' })[field] ?? field;
