import { formatDistance } from 'date-fns';
import type { SequenceHistoryEvent, SequenceState } from '../../api/types';
import { parseAppDate } from '../../format/date';

/** The completion rate as the card shows it: '25%', '33.3%', and '0%' when there is none yet. */
export const completionRateLabel = (rate: number | null | undefined): string =>
  typeof rate === 'number' && Number.isFinite(rate) ? `${Math.round(rate * 10) / 10}%` : '0%';

export const STATE_LABELS: Readonly<Record<SequenceState, string>> = {
  draft: 'Draft',
  ready: 'Ready',
  active: 'Active',
  paused: 'Paused',
  archived: 'Archived',
};

export const STATE_COLORS: Readonly<Record<SequenceState, 'default' | 'info' | 'success' | 'warning'>> = {
  draft: 'default',
  ready: 'info',
  active: 'success',
  paused: 'warning',
  archived: 'default',
};

/** '2 hours ago' (empty when the time cannot be read). */
export const relativeTime = (at: string, now: Date = new Date()): string => {
  const date = parseAppDate(at);
  if (!date) return '';
  return date.getTime() > now.getTime() ? 'just now' : formatDistance(date, now, { addSuffix: true });
};

/** Who made a change: the person's name, else their email, else the system. */
export const actorLabel = (event: Pick<SequenceHistoryEvent, 'actor'>): string => event.actor?.name || event.actor?.email || 'System';

export const EVENT_LABELS: Readonly<Record<SequenceHistoryEvent['type'], string>> = {
  created: 'Created',
  updated: 'Updated',
  steps_saved: 'Steps',
  state_changed: 'State',
  duplicated: 'Duplicated',
  deleted: 'Deleted',
  test_send: 'Test send',
  send: 'Send',
};
