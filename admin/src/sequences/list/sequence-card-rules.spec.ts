import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { sequenceCard } from './list-test-data';
import { cardBadge, defaultSequenceName, ruleBadges, stateChangeError, toggleHint, updatedLabel, withTimestamp } from './sequence-card-rules';

describe('sequence card rules', () => {
  it('badges: Paused, Archived (archived or deleted), Draft without steps, Active with live enrollments, otherwise Ready', () => {
    expect(cardBadge(sequenceCard('a', { state: 'paused', step_count: 0 })).label).toBe('Paused');
    expect(cardBadge(sequenceCard('a', { state: 'archived' })).label).toBe('Archived');
    expect(cardBadge(sequenceCard('a', { deleted_at: '2026-11-20T10:00:00.000Z' })).label).toBe('Archived');
    expect(cardBadge(sequenceCard('a', { state: 'draft', step_count: 0 })).label).toBe('Draft');
    expect(cardBadge(sequenceCard('a', { state: 'active', active_enrollments: 2 })).label).toBe('Active');
    expect(cardBadge(sequenceCard('a', { state: 'active', active_enrollments: 0 })).label).toBe('Ready');
    expect(cardBadge(sequenceCard('a', { state: 'ready', active_enrollments: 0 })).label).toBe('Ready');
  });

  it('the switch is off without steps, in draft, when archived, and otherwise offers pause or resume', () => {
    expect(toggleHint(sequenceCard('a', { step_count: 0, state: 'draft' }))).toEqual({ disabled: true, hint: 'Add steps before activating' });
    expect(toggleHint(sequenceCard('a', { state: 'draft' }))).toEqual({ disabled: true, hint: 'Sequence is in draft mode' });
    expect(toggleHint(sequenceCard('a', { state: 'archived', is_active: false }))).toEqual({ disabled: true, hint: 'Sequence is archived' });
    expect(toggleHint(sequenceCard('a', { id: '' }))).toEqual({ disabled: true, hint: 'Sequence ID is required' });
    expect(toggleHint(sequenceCard('a', { state: 'paused' }))).toEqual({ disabled: false, hint: 'Resume sequence' });
    expect(toggleHint(sequenceCard('a', { state: 'ready' }))).toEqual({ disabled: false, hint: 'Pause sequence' });
  });

  it('words a refused state change by its code', () => {
    const refused = (errorCode: string | null, message = '', status = 409) => new ApiError({ message, status, errorCode });
    expect(stateChangeError(refused('CONFLICT'))).toEqual({ message: 'Sequence changed elsewhere. Refreshed to latest.', type: 'warning' });
    expect(stateChangeError(refused('FORBIDDEN')).message).toBe("You don't have permission to change sequence state");
    expect(stateChangeError(refused('NO_STEPS')).message).toBe('Cannot activate sequence with 0 steps');
    expect(stateChangeError(refused('RATE_LIMIT_EXCEEDED')).message).toBe('Too many requests. Please wait a moment.');
    expect(stateChangeError(refused(null, 'Archived sequences cannot change state', 422)).message).toBe('Archived sequences cannot change state');
    expect(stateChangeError(refused(null, '', 500)).message).toBe('Failed to update sequence state');
    expect(stateChangeError(refused(null, 'Failed to fetch', 0)).message).toBe('Network error. Please try again.');
  });

  it("labels 'Updated' as Today, Yesterday, N days ago under a week, then the date", () => {
    const now = new Date('2026-11-23T15:00:00');
    expect(updatedLabel('2026-11-23T08:00:00', now)).toBe('Today');
    expect(updatedLabel('2026-11-22T23:00:00', now)).toBe('Yesterday');
    expect(updatedLabel('2026-11-18T12:00:00', now)).toBe('5 days ago');
    expect(updatedLabel('2026-11-10T12:00:00', now)).toBe('Nov 10, 2026');
  });

  it("shows two rule badges, then '+N more'", () => {
    expect(ruleBadges(['a'])).toEqual({ shown: ['a'], more: 0 });
    expect(ruleBadges(['a', 'b', 'c', 'd'])).toEqual({ shown: ['a', 'b'], more: 2 });
  });

  it("names a quick-created sequence 'New Sequence {date} {timestamp}' and suffixes a timestamp on retry", () => {
    const now = new Date('2026-11-23T15:00:00');
    expect(defaultSequenceName(now)).toBe(`New Sequence 2026-11-23 ${now.getTime()}`);
    expect(withTimestamp('Spring', now)).toBe(`Spring ${now.getTime()}`);
  });
});
