import { actionRefusal, advanceOutcome, mayAct, runState } from './run-state.policy';

describe('run states and actions', () => {
  it('shows every stored status as one of the four run states', () => {
    expect(['pending', 'active', 'paused', 'completed', 'canceled', 'failed'].map(runState)).toEqual(['active', 'active', 'paused', 'completed', 'cancelled', 'cancelled']);
  });

  it('pauses only active runs and reactivates only paused ones not held by their sequence', () => {
    expect(actionRefusal('pause', 'active', false)).toBeNull();
    expect(actionRefusal('pause', 'pending', false)).toBeNull();
    expect(actionRefusal('pause', 'paused', false)).toBe('pause_not_active');
    expect(actionRefusal('reactivate', 'paused', false)).toBeNull();
    expect(actionRefusal('reactivate', 'active', false)).toBe('reactivate_not_paused');
    expect(actionRefusal('reactivate', 'paused', true)).toBe('reactivate_sequence_paused');
  });

  it('refuses every action on an ended run', () => {
    for (const action of ['pause', 'reactivate', 'advance', 'cancel'] as const) {
      for (const status of ['completed', 'canceled', 'failed']) expect(actionRefusal(action, status, false)).toBe('ended');
    }
    expect(actionRefusal('advance', 'paused', false)).toBeNull();
    expect(actionRefusal('cancel', 'paused', false)).toBeNull();
  });

  it('lets admins, the sequence owner and the enroller act', () => {
    const run = { owner_user_id: 'o', enrolled_by_user_id: 'e' };
    expect(mayAct({ id: 'x', role: 'admin' }, run)).toBe(true);
    expect(mayAct({ id: 'o', role: 'staff' }, run)).toBe(true);
    expect(mayAct({ id: 'e', role: 'staff' }, run)).toBe(true);
    expect(mayAct({ id: 'x', role: 'staff' }, run)).toBe(false);
  });

  it('advances to the next step, completing after the last', () => {
    expect(advanceOutcome(1, 3)).toEqual({ complete: false, step: 2 });
    expect(advanceOutcome(3, 3)).toEqual({ complete: true });
  });
});
