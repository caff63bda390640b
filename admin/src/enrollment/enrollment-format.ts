import { differenceInCalendarDays, format } from 'date-fns';
import type { ContactListItem, EnrollmentRule, EnrollmentRuleStatus } from '../api/types';

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

/**
 * The contact's time zone and the time there now ("America/Chicago · 9:41 AM"), as sends respect it; null when the
 * contact has none (no stored zone and no state to derive it from) or the zone is unknown to the browser.
 */
export const contactLocalTime = (timezone: string | null | undefined, now: Date = new Date()): string | null => {
  if (!timezone) return null;
  try {
    return `${timezone} · ${new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(now)}`;
  } catch {
    return null;
  }
};

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

/**
 * The IANA timezones a rule can use, UTC first, then every zone this browser knows (Intl), for a searchable list.
 * The server accepts exactly real IANA zones, so a typo cannot be saved.
 */
export const TIME_ZONES: readonly string[] = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];

type LastRun = NonNullable<EnrollmentRule['last_run']>;
type SkipReason = keyof LastRun['skipped'];

/** Why the runner passed contacts over, in people's words. */
export const SKIP_REASON_WORDS: Readonly<Record<SkipReason, string>> = {
  no_email: 'no usable email',
  enrolled_before: 'enrolled by this rule before',
  already_in_sequence: 'already in this sequence',
  suppressed: 'suppressed',
  joined_after_start: 'added after the rule started',
  excluded: 'left out by the criteria',
  no_upcoming_move_date: 'no upcoming move date',
  daily_cap: 'over the daily cap',
  not_taken: 'taken by someone else meanwhile',
};

/**
 * What the rule's last run did, as a sentence: "Enrolled 0 today: 15 already in this sequence, 2 over the daily cap"
 * (largest first; "on Nov 26, 2026" instead of "today" for an older run). Null before the first run.
 */
export const lastRunSentence = (lastRun: EnrollmentRule['last_run'], now: Date = new Date()): string | null => {
  if (!lastRun) return null;
  const at = new Date(lastRun.at);
  const when = at.toDateString() === now.toDateString() ? 'today' : `on ${format(at, 'MMM d, yyyy')}`;
  const reasons = (Object.entries(lastRun.skipped) as Array<[SkipReason, number | undefined]>)
    .filter((entry): entry is [SkipReason, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, count]) => `${count.toLocaleString()} ${SKIP_REASON_WORDS[reason] ?? reason}`);
  const partial = lastRun.complete ? '' : ` (counted over the first ${lastRun.scanned.toLocaleString()} contacts)`;
  return `Enrolled ${lastRun.enrolled_today.toLocaleString()} ${when}${reasons.length > 0 ? `: ${reasons.join(', ')}` : ''}${partial}`;
};
