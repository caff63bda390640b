import { differenceInCalendarDays, format } from 'date-fns';
import type { SequenceListSort, SequenceListStatus, SequenceRecord } from '../../api/types';
import { ApiError } from '../../providers/api-error';
import { parseAppDate } from '../../format/date';
import type { BadgeColor } from '../../enrollment/enrollment-format';

/** The card fields the rules below read. */
type CardFields = Pick<SequenceRecord, 'id' | 'state' | 'step_count' | 'active_enrollments' | 'deleted_at' | 'is_active'>;

export type CardBadge = 'Active' | 'Paused' | 'Archived' | 'Draft' | 'Ready';

const BADGE_COLORS: Readonly<Record<CardBadge, BadgeColor>> = {
  Active: 'success',
  Paused: 'warning',
  Archived: 'default',
  Draft: 'default',
  Ready: 'info',
};

/**
 * The card's state badge: Paused when paused; Archived when archived or deleted; Draft without steps; Active when
 * active with live enrollments; otherwise Ready.
 */
export const cardBadge = (sequence: CardFields): { label: CardBadge; color: BadgeColor } => {
  const label: CardBadge =
    sequence.state === 'paused'
      ? 'Paused'
      : sequence.state === 'archived' || sequence.deleted_at
        ? 'Archived'
        : sequence.step_count === 0
          ? 'Draft'
          : sequence.state === 'active' && sequence.active_enrollments > 0
            ? 'Active'
            : 'Ready';
  return { label, color: BADGE_COLORS[label] };
};

/** What the toggle does, or why it cannot: the hint under the pointer. */
export const toggleHint = (sequence: CardFields): { disabled: boolean; hint: string } => {
  if (sequence.step_count === 0) return { disabled: true, hint: 'Add steps before activating' };
  if (sequence.state === 'draft') return { disabled: true, hint: 'Sequence is in draft mode' };
  if (sequence.state === 'archived' || sequence.deleted_at || !sequence.is_active) return { disabled: true, hint: 'Sequence is archived' };
  if (!sequence.id) return { disabled: true, hint: 'Sequence ID is required' };
  return { disabled: false, hint: sequence.state === 'paused' ? 'Resume sequence' : 'Pause sequence' };
};

/** The toggle moves only between running (active) and paused. */
export const nextToggleState = (state: SequenceRecord['state']): 'active' | 'paused' => (state === 'paused' ? 'active' : 'paused');

/** The toast for a refused state change, by the server's error code. */
export const stateChangeError = (error: unknown): { message: string; type: 'warning' | 'error' } => {
  if (!(error instanceof ApiError)) return { message: 'Failed to update sequence state', type: 'error' };
  switch (error.errorCode) {
    case 'CONFLICT':
      return { message: 'Sequence changed elsewhere. Refreshed to latest.', type: 'warning' };
    case 'FORBIDDEN':
      return { message: "You don't have permission to change sequence state", type: 'error' };
    case 'NO_STEPS':
      return { message: 'Cannot activate sequence with 0 steps', type: 'error' };
    case 'RATE_LIMIT_EXCEEDED':
      return { message: 'Too many requests. Please wait a moment.', type: 'error' };
    default:
      if (error.status === 0 && !error.timedOut) return { message: 'Network error. Please try again.', type: 'error' };
      return { message: error.message || 'Failed to update sequence state', type: 'error' };
  }
};

/** The 'Updated' label: 'Today', 'Yesterday', 'N days ago' under a week, otherwise the date. */
export const updatedLabel = (value: string | null | undefined, now: Date = new Date()): string => {
  const date = parseAppDate(value);
  if (!date) return '';
  const days = differenceInCalendarDays(now, date);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  return format(date, 'MMM d, yyyy');
};

/** Up to two rule badges, then '+N more'. */
export const ruleBadges = <T>(rules: readonly T[]): { shown: T[]; more: number } => ({
  shown: rules.slice(0, 2),
  more: Math.max(0, rules.length - 2),
});

/** The quick-create name: 'New Sequence {date} {timestamp}'. */
export const defaultSequenceName = (now: Date = new Date()): string => `New Sequence ${format(now, 'yyyy-MM-dd')} ${now.getTime()}`;

/** A name made unique by a timestamp suffix (the retry after a name conflict). */
export const withTimestamp = (name: string, now: Date = new Date()): string => `${name} ${now.getTime()}`;

export const STATUS_FILTERS: ReadonlyArray<{ value: SequenceListStatus; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'ready', label: 'Ready' },
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
];

/** The sort choices as react-admin sorts (the data provider maps them to the server's sort names). */
export const SORT_CHOICES: ReadonlyArray<{ value: SequenceListSort; label: string; field: string; order: 'ASC' | 'DESC' }> = [
  { value: 'updated_desc', label: 'Last Updated', field: 'updated_at', order: 'DESC' },
  { value: 'created_desc', label: 'Recently Created', field: 'created_at', order: 'DESC' },
  { value: 'name_asc', label: 'Name A-Z', field: 'name', order: 'ASC' },
  { value: 'name_desc', label: 'Name Z-A', field: 'name', order: 'DESC' },
  { value: 'steps_desc', label: 'Most Steps', field: 'step_count', order: 'DESC' },
];
