import { describe, expect, it } from 'vitest';
import { readFilterValues, requestFilter } from './list-filter';

const now = new Date(2026, 4, 14, 10, 0);
const FIXED = { include_noreply: false, date_field: 'last_updated', ui_rev: 'q2g-ui-v7' };

describe('requestFilter', () => {
  it('adds no noreply rows, last_updated dates and the revision tag, and no range for All Time', () => {
    expect(requestFilter(undefined, now)).toEqual({ ...FIXED, date_preset: undefined, date_from: undefined, date_to: undefined });
    expect(requestFilter({ q: 'smith', date_preset: 'all' }, now)).toMatchObject({ date_from: undefined, date_to: undefined });
  });

  it('turns a preset into the range it stands for on that day and hides the preset name', () => {
    expect(requestFilter({ date_preset: 'last7' }, now)).toMatchObject({ date_preset: undefined, date_from: '2026-05-07', date_to: '2026-05-14' });
    expect(requestFilter({ date_preset: 'lastQuarter' }, now)).toMatchObject({ date_from: '2026-01-01', date_to: '2026-03-31' });
    // Range values left behind by another preset are dropped.
    expect(requestFilter({ date_preset: 'last30', date_from: '2020-01-01', date_to: '2020-02-01' }, now)).toMatchObject({ date_from: '2026-04-14' });
  });

  it('sends a custom range only whole', () => {
    expect(requestFilter({ date_preset: 'custom', date_from: '2026-01-02', date_to: '2026-01-03' }, now)).toMatchObject({
      date_from: '2026-01-02',
      date_to: '2026-01-03',
    });
    // A remembered half (or reversed) range is not sent.
    expect(requestFilter({ date_preset: 'custom', date_from: '2026-01-02' }, now)).toMatchObject({ date_from: undefined, date_to: undefined });
    expect(requestFilter({ date_preset: 'custom', date_from: '2026-02-02', date_to: '2026-01-03' }, now)).toMatchObject({ date_from: undefined });
  });
});

describe('readFilterValues', () => {
  it('keeps text values and known presets, and drops anything else', () => {
    expect(readFilterValues(null)).toEqual({});
    expect(readFilterValues({ q: 'ann', status: 'booked', process_status: 'synced', date_preset: 'forever', date_from: 3 })).toEqual({
      q: 'ann',
      status: 'booked',
      process_status: 'synced',
    });
    expect(readFilterValues({ duplicates: 'only' })).toEqual({ duplicates: 'only' });
    expect(readFilterValues({ duplicates: 'all' })).toEqual({});
    expect(readFilterValues({ q: '', date_preset: 'custom', date_from: '2026-01-01', date_to: '2026-01-02' })).toEqual({
      date_preset: 'custom',
      date_from: '2026-01-01',
      date_to: '2026-01-02',
    });
  });
});
