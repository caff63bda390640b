import { describe, expect, it } from 'vitest';
import { buildListQuery, DEFAULT_FILTERS, readListPage, sanitizeFilters } from './list-query';
import { ListLoadFailure } from './list-errors';

const now = new Date(2026, 4, 14, 10, 0);

describe('buildListQuery (seed 000 §5, §7)', () => {
  it('sends the defaults: page, 25 per page, no noreply, last_updated dates, created_at desc, ui_rev', () => {
    expect(buildListQuery(DEFAULT_FILTERS, 1, now)).toEqual({
      page: 1,
      per_page: 25,
      include_noreply: false,
      date_field: 'last_updated',
      order_by: 'created_at',
      order_dir: 'desc',
      ui_rev: 'q2g-ui-v7',
    });
  });

  it('trims the search and sends it only when something is left', () => {
    expect(buildListQuery({ ...DEFAULT_FILTERS, q: '  smith ' }, 1, now).q).toBe('smith');
    expect(buildListQuery({ ...DEFAULT_FILTERS, q: '   ' }, 1, now)).not.toHaveProperty('q');
  });

  it('adds dates, status and process status only when set', () => {
    const query = buildListQuery(
      { ...DEFAULT_FILTERS, datePreset: 'last7', status: 'booked', processStatus: 'synced', orderBy: 'customer', orderDir: 'asc' },
      3,
      now,
    );
    expect(query).toMatchObject({
      page: 3,
      date_from: '2026-05-07',
      date_to: '2026-05-14',
      status: 'booked',
      process_status: 'synced',
      order_by: 'customer',
      order_dir: 'asc',
    });
    // A remembered half range (saved by an older version) is not sent half.
    const half = buildListQuery({ ...DEFAULT_FILTERS, datePreset: 'custom', customFrom: '2026-01-02' }, 1, now);
    expect(half).not.toHaveProperty('date_from');
    expect(half).not.toHaveProperty('date_to');
    const custom = buildListQuery({ ...DEFAULT_FILTERS, datePreset: 'custom', customFrom: '2026-01-02', customTo: '2026-01-03' }, 1, now);
    expect(custom).toMatchObject({ date_from: '2026-01-02', date_to: '2026-01-03' });
  });
});

describe('sanitizeFilters', () => {
  it('keeps valid remembered values and drops anything else', () => {
    expect(sanitizeFilters(null)).toEqual(DEFAULT_FILTERS);
    expect(sanitizeFilters('garbage')).toEqual(DEFAULT_FILTERS);
    expect(
      sanitizeFilters({ q: ' ann ', orderBy: 'move_date', orderDir: 'asc', datePreset: 'custom', customFrom: '2026-01-01', customTo: 'nope', processStatus: 'synced', status: 'booked' }),
    ).toEqual({ q: 'ann', orderBy: 'move_date', orderDir: 'asc', datePreset: 'custom', customFrom: '2026-01-01', customTo: '', processStatus: 'synced', status: 'booked' });
    expect(sanitizeFilters({ orderBy: 'DROP TABLE', orderDir: 'up', datePreset: 'forever', processStatus: 'weird', status: 'Opened' })).toEqual(DEFAULT_FILTERS);
  });
});

describe('readListPage (seed 000 §3)', () => {
  it('reads opportunities, or items, and the optional figures', () => {
    const item = { id: '1' };
    expect(readListPage({ success: true, opportunities: [item], page: 2, pageSize: 25, total: 26, total_exact: true, execution_time_ms: 3.4 })).toMatchObject({
      items: [item],
      page: 2,
      total: 26,
      totalExact: true,
      executionMs: 3.4,
      opsPerSecond: null,
    });
    expect(readListPage({ success: true, items: [item], page: 1, pageSize: 25, total: 10000, total_exact: false })).toMatchObject({
      items: [item],
      totalExact: false,
      executionMs: null,
    });
  });

  it('fails with "Failed to fetch opportunities" on success false or a missing list', () => {
    expect(() => readListPage({ success: false, error: 'nope' })).toThrow(ListLoadFailure);
    expect(() => readListPage({ data: {} })).toThrow('Failed to fetch opportunities');
    expect(() => readListPage(undefined)).toThrow(ListLoadFailure);
  });
});
