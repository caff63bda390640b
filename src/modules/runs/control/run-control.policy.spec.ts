import { resolvedRunMove, waitsOnlyForDecision } from './run-control.policy';

describe('resolvedRunMove', () => {
  const paused = { status: 'paused', current_step: 2, hold_reason: 'delivery_unknown' };

  it('should move a live run still on the delivery step', () => {
    expect(resolvedRunMove(paused, 2)).toBe('move');
    expect(resolvedRunMove({ ...paused, status: 'active', hold_reason: null }, 2)).toBe('move');
    expect(resolvedRunMove({ ...paused, status: 'pending' }, 2)).toBe('move');
  });

  it('should leave a run that ended, is gone or was moved to another step', () => {
    expect(resolvedRunMove(null, 2)).toBe('leave');
    for (const status of ['completed', 'canceled', 'failed']) expect(resolvedRunMove({ ...paused, status }, 2)).toBe('leave');
    expect(resolvedRunMove(paused, 1)).toBe('leave');
    expect(resolvedRunMove({ ...paused, current_step: 3 }, 2)).toBe('leave');
  });
});

describe('waitsOnlyForDecision', () => {
  it('should be true only for a run the engine paused as delivery_unknown', () => {
    expect(waitsOnlyForDecision({ status: 'paused', current_step: 1, hold_reason: 'delivery_unknown' })).toBe(true);
    expect(waitsOnlyForDecision({ status: 'paused', current_step: 1, hold_reason: 'paused' })).toBe(false);
    expect(waitsOnlyForDecision({ status: 'paused', current_step: 1, hold_reason: 'paused_sequence' })).toBe(false);
    expect(waitsOnlyForDecision({ status: 'active', current_step: 1, hold_reason: 'delivery_unknown' })).toBe(false);
  });
});
