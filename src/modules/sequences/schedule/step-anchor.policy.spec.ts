import { STEP_ANCHOR_MAX_OFFSET_DAYS, STEP_ANCHOR_MIN_OFFSET_DAYS, parseStepAnchor, stepAnchorProblems } from './step-anchor.policy';

describe('step anchor (wait_until)', () => {
  it('accepts a move-date anchor and returns it typed without extra fields', () => {
    const value = { anchor: 'move_date', offset_days: -7, send_hour: 9 };
    expect(stepAnchorProblems(value)).toEqual([]);
    expect(parseStepAnchor(value)).toEqual({ anchor: 'move_date', offset_days: -7, send_hour: 9 });
    expect(parseStepAnchor(value)).not.toBe(value);
  });

  it('treats null and undefined as no anchor (plain delay)', () => {
    expect(stepAnchorProblems(null)).toEqual([]);
    expect(stepAnchorProblems(undefined)).toEqual([]);
    expect(parseStepAnchor(null)).toBeNull();
    expect(parseStepAnchor(undefined)).toBeNull();
  });

  it('accepts the bounds and rejects one past them', () => {
    expect(stepAnchorProblems({ anchor: 'move_date', offset_days: STEP_ANCHOR_MIN_OFFSET_DAYS, send_hour: 0 })).toEqual([]);
    expect(stepAnchorProblems({ anchor: 'move_date', offset_days: STEP_ANCHOR_MAX_OFFSET_DAYS, send_hour: 23 })).toEqual([]);
    expect(stepAnchorProblems({ anchor: 'move_date', offset_days: STEP_ANCHOR_MAX_OFFSET_DAYS + 1, send_hour: 24 })).toEqual([
      'wait_until.offset_days must be a whole number of days from -365 to 365 (negative = before the move date)',
      'wait_until.send_hour must be a whole hour from 0 to 23',
    ]);
  });

  it('lists every problem of a bad anchor and parses it to null', () => {
    const bad = { anchor: 'created_at', offset_days: 1.5, send_hour: '9', extra: true };
    expect(stepAnchorProblems(bad)).toEqual([
      'wait_until.anchor must be "move_date"',
      'wait_until.offset_days must be a whole number of days from -365 to 365 (negative = before the move date)',
      'wait_until.send_hour must be a whole hour from 0 to 23',
      'wait_until has unknown field(s): extra',
    ]);
    expect(parseStepAnchor(bad)).toBeNull();
  });

  it('rejects non-objects', () => {
    expect(stepAnchorProblems('move_date')).toHaveLength(1);
    expect(stepAnchorProblems([1])).toHaveLength(1);
    expect(parseStepAnchor(7)).toBeNull();
  });
});
