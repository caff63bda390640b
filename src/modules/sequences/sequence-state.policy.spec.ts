import { completionRate, copyName, deriveSequenceState } from './sequence-state.policy';

describe('deriveSequenceState', () => {
  const base = { state: 'active' as const, isActive: true, deleted: false, stepCount: 2, activeEnrollments: 0 };

  it('should answer paused before anything else', () => {
    expect(deriveSequenceState({ ...base, state: 'paused', isActive: false, stepCount: 0 })).toBe('paused');
  });
  it('should answer archived when is_active is false or the sequence is deleted', () => {
    expect(deriveSequenceState({ ...base, isActive: false })).toBe('archived');
    expect(deriveSequenceState({ ...base, deleted: true })).toBe('archived');
  });
  it('should answer draft without steps, active with live enrollments, ready otherwise', () => {
    expect(deriveSequenceState({ ...base, stepCount: 0, activeEnrollments: 3 })).toBe('draft');
    expect(deriveSequenceState({ ...base, activeEnrollments: 1 })).toBe('active');
    expect(deriveSequenceState(base)).toBe('ready');
  });
});

describe('completionRate', () => {
  it('should give a percent with one decimal and 0 without enrollments', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(1, 3)).toBe(33.3);
    expect(completionRate(4, 4)).toBe(100);
  });
});

describe('copyName', () => {
  it('should add (Copy), then a number when taken, ignoring case', () => {
    expect(copyName('Welcome', new Set())).toBe('Welcome (Copy)');
    expect(copyName('Welcome', new Set(['welcome (copy)']))).toBe('Welcome (Copy) 2');
    expect(copyName('Welcome', new Set(['welcome (copy)', 'welcome (copy) 2']))).toBe('Welcome (Copy) 3');
  });
  it('should keep the name within the column length', () => {
    expect(copyName('x'.repeat(200), new Set()).length).toBeLessThanOrEqual(200);
  });
});
