import { describe, expect, it } from 'vitest';
import type { DashboardStuckSync, RecentItem } from '../api/types';
import { ApiError } from '../providers/api-error';
import {
  dashboardErrorMessage,
  describeAge,
  duplicatesNewHint,
  duplicatesOpenValue,
  failedStuckJobs,
  formatActivityTime,
  formatCount,
  formatMilliseconds,
  isDashboardRange,
  pickRecent,
  rangeLabel,
  recentTitle,
  requeueAllSummary,
  requeueFailureMessage,
  shareOfTotal,
  stuckCaption,
} from './dashboard-format';

const item = (overrides: Partial<RecentItem> = {}): RecentItem => ({
  display_name: '',
  customer: null,
  tracking: 'Q2G-100234',
  enriched: false,
  synced: false,
  occurred_at: null,
  ...overrides,
});

const job = (id: string, status: string): DashboardStuckSync => ({ id, tracking: `T-${id}`, status, last_error: null, attempts: 1, age_minutes: 5 });

describe('dashboard-format', () => {
  it('formats counts with thousands separators and unmeasured (negative) counts as N/A', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(-1)).toBe('N/A');
    expect(formatCount(undefined)).toBe('N/A');
  });

  it('formats api_ms in ms, and an unmeasured (negative) one as "N/A" without a unit', () => {
    expect(formatMilliseconds(42)).toBe('42 ms');
    expect(formatMilliseconds(1500)).toBe('1,500 ms');
    expect(formatMilliseconds(0)).toBe('0 ms');
    expect(formatMilliseconds(-1)).toBe('N/A');
    expect(formatMilliseconds(null)).toBe('N/A');
  });

  it('labels the ranges and recognises only 24h, 7d and 30d', () => {
    expect(rangeLabel('24h')).toBe('Last 24 hours');
    expect(rangeLabel('7d')).toBe('Last 7 days');
    expect(rangeLabel('30d')).toBe('Last 30 days');
    expect(isDashboardRange('30d')).toBe(true);
    expect(isDashboardRange('90d')).toBe(false);
  });

  it('computes a share of the total, nothing when the total is zero', () => {
    expect(shareOfTotal(62, 100)).toBe('62% of total');
    expect(shareOfTotal(1, 3)).toBe('33% of total');
    expect(shareOfTotal(0, 0)).toBeNull();
  });

  it('titles a recent item by display_name, else customer, else "Tracking" + last 4 characters', () => {
    expect(recentTitle(item({ display_name: 'Jane Doe', customer: 'Janet' }))).toBe('Jane Doe');
    expect(recentTitle(item({ display_name: '  ', customer: 'Janet' }))).toBe('Janet');
    expect(recentTitle(item())).toBe('Tracking 0234');
  });

  it('uses the recent call when it has items and falls back to the summary list when empty or missing', () => {
    const own = [item({ tracking: 'A' })];
    const fallback = [item({ tracking: 'B' })];
    expect(pickRecent(own, fallback)).toBe(own);
    expect(pickRecent([], fallback)).toBe(fallback);
    expect(pickRecent(undefined, fallback)).toBe(fallback);
    expect(pickRecent(undefined, undefined)).toEqual([]);
  });

  it('captions the stuck table with the job count', () => {
    expect(stuckCaption(3)).toBe('3 jobs need attention');
    expect(stuckCaption(1234)).toBe('1,234 jobs need attention');
    expect(stuckCaption(1)).toBe('1 job needs attention');
    expect(stuckCaption(1000, false)).toBe('1,000+ jobs need attention');
  });

  it('shows the open possible duplicates, a capped count as "1,000+", and the new ones of the last 24 hours', () => {
    expect(duplicatesOpenValue(12)).toBe('12');
    expect(duplicatesOpenValue(1234, true)).toBe('1,234');
    expect(duplicatesOpenValue(1000, false)).toBe('1,000+');
    expect(duplicatesNewHint(3)).toBe('3 new in the last 24 hours');
    expect(duplicatesNewHint(0)).toBe('0 new in the last 24 hours');
  });

  it('selects only failed stuck jobs for Re-queue All Failed', () => {
    expect(failedStuckJobs([job('1', 'failed'), job('2', 'queued'), job('3', 'failed'), job('4', 'in_progress')]).map((j) => j.id)).toEqual(['1', '3']);
  });

  it('maps load errors: the response error or exception message, else "Failed to load dashboard"', () => {
    expect(dashboardErrorMessage(new ApiError({ message: 'Database unavailable', status: 503 }))).toBe('Database unavailable');
    expect(dashboardErrorMessage(new Error('Request timed out after 30 s'))).toBe('Request timed out after 30 s');
    expect(dashboardErrorMessage(new Error(''))).toBe('Failed to load dashboard');
    expect(dashboardErrorMessage(undefined)).toBe('Failed to load dashboard');
  });

  it('maps re-queue failures: server answers → "Re-queue failed", broken calls → "Re-queue error"', () => {
    // A 2xx `{success: false, error}` answer, as leads-api rejects it.
    const refused = new ApiError({ message: 'Opportunity locked', status: 200, body: { success: false, error: 'Opportunity locked' } });
    expect(requeueFailureMessage(refused)).toBe('Re-queue failed: Opportunity locked');
    expect(requeueFailureMessage(new ApiError({ message: '', status: 200, body: { success: false } }))).toBe('Re-queue failed: Unknown error');
    expect(requeueFailureMessage(new ApiError({ message: 'Opportunity X not found', status: 404 }))).toBe(
      'Re-queue failed: Opportunity X not found',
    );
    expect(requeueFailureMessage(new ApiError({ message: 'Failed to fetch', status: 0 }))).toBe('Re-queue error: Failed to fetch');
    expect(requeueFailureMessage(new TypeError('boom'))).toBe('Re-queue error: boom');
  });

  it('summarises a bulk re-queue with both counts', () => {
    expect(requeueAllSummary({ succeeded: 3, failed: 0 })).toEqual({ type: 'success', message: 'Re-queue complete: 3 succeeded, 0 failed' });
    expect(requeueAllSummary({ succeeded: 2, failed: 1 })).toEqual({ type: 'warning', message: 'Re-queue complete: 2 succeeded, 1 failed' });
    expect(requeueAllSummary({ succeeded: 0, failed: 2 }).type).toBe('error');
  });

  it('describes ages and activity times', () => {
    expect(describeAge(45)).toBe('45 min');
    expect(describeAge(125)).toBe('2 h 5 min');
    expect(describeAge(3000)).toBe('2 d 2 h');
    const now = Date.parse('2027-03-05T12:00:00Z');
    expect(formatActivityTime(null, now)).toBe('N/A');
    expect(formatActivityTime('2027-03-05T11:59:40Z', now)).toBe('just now');
    expect(formatActivityTime('2027-03-05T11:15:00Z', now)).toBe('45 min ago');
    expect(formatActivityTime('2027-03-05T09:00:00Z', now)).toBe('3 h ago');
    expect(formatActivityTime('2027-03-01T09:00:00Z', now)).toMatch(/^Mar 1, 2027/);
  });
});
