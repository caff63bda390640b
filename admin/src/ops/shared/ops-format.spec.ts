import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { runActionsFor } from './RunActionButtons';
import { contactName, explainSummary, humanizeTimes, isDue, isOverdue, outboxStatus, rangeLabel, runActionFailure, stepLabel } from './ops-format';

const now = new Date('2026-11-23T12:00:00.000Z');

describe('ops rules', () => {
  it("counts 'Step N' from the 0-based step", () => {
    expect(stepLabel(0)).toBe('Step 1');
    expect(stepLabel(4)).toBe('Step 5');
    expect(stepLabel(null)).toBe('Step 1');
  });

  it("names the contact, else 'Unknown Contact'", () => {
    expect(contactName({ contact_name: ' Ann Lee ' })).toBe('Ann Lee');
    expect(contactName({ contact_name: null, first_name: 'Bo', last_name: null })).toBe('Bo');
    expect(contactName({ contact_name: '', first_name: ' ', last_name: '' })).toBe('Unknown Contact');
  });

  it('marks an active run due at its next run time and overdue once it has passed', () => {
    expect(isDue({ state: 'active', next_run_at: '2026-11-23T12:00:00.000Z' }, now)).toBe(true);
    expect(isOverdue({ state: 'active', next_run_at: '2026-11-23T12:00:00.000Z' }, now)).toBe(false);
    expect(isOverdue({ state: 'active', next_run_at: '2026-11-23T11:59:59.000Z' }, now)).toBe(true);
    expect(isDue({ state: 'paused', next_run_at: '2026-11-23T11:00:00.000Z' }, now)).toBe(false);
    expect(isDue({ state: 'active', next_run_at: null }, now)).toBe(false);
  });

  it('derives the outbox status: processed, else failed after an attempt, else pending', () => {
    expect(outboxStatus({ processed_at: '2026-11-23T12:00:00Z', attempts: 2 })).toBe('processed');
    expect(outboxStatus({ processed_at: null, attempts: 1 })).toBe('failed');
    expect(outboxStatus({ processed_at: null, attempts: 0 })).toBe('pending');
  });

  it("words a refused action 'Failed to {action}: {error}', else 'Failed to {action} enrollment'", () => {
    expect(runActionFailure('pause', new ApiError({ message: 'Run is not active', status: 409 }))).toBe('Failed to pause: Run is not active');
    expect(runActionFailure('cancel', new ApiError({ message: '', status: 200 }))).toBe('Failed to cancel enrollment');
  });

  it("writes the range 'Showing a to b of n results'", () => {
    expect(rangeLabel(1, 20, 20, 47)).toBe('Showing 1 to 20 of 47 results');
    expect(rangeLabel(3, 20, 7, 47)).toBe('Showing 41 to 47 of 47 results');
  });

  it('reads the explain summary from a text or an explain object', () => {
    expect(explainSummary('Window closed')).toBe('Window closed');
    expect(explainSummary({ summary: 'Cap reached' })).toBe('Cap reached');
    expect(explainSummary(null)).toBeNull();
  });

  it('offers the actions that apply to each state', () => {
    expect(runActionsFor('active')).toEqual(['pause', 'advance', 'cancel']);
    expect(runActionsFor('paused')).toEqual(['reactivate', 'advance', 'cancel']);
    expect(runActionsFor('completed')).toEqual([]);
    expect(runActionsFor('cancelled')).toEqual([]);
  });

  it('shows the ISO instants of the engine\'s reasons in local time', () => {
    const local = new Date(2026, 2, 11, 9, 0).toISOString();
    expect(humanizeTimes(`The send window is closed until ${local}`)).toBe('The send window is closed until Mar 11, 2026, 9:00 AM');
    expect(humanizeTimes('Daily cap reached')).toBe('Daily cap reached');
  });
});
