import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import { makeRelatedLead } from './duplicates-test-data';
import { keepOptions, mergeFailure, mergeRoleWords, undoMergeFailure, undoMergeQuestion } from './merge-words';

describe('merge words', () => {
  it('offers the earlier lead first, naming each lead from where the dialog was opened', () => {
    expect(keepOptions('Q2G-1001', makeRelatedLead({ tracking_number: 'HAH-123', earlier: true }))).toEqual([
      { keep: 'earlier', label: 'Keep the earlier lead (HAH-123)' },
      { keep: 'newer', label: 'Keep this lead (Q2G-1001)' },
    ]);
    expect(keepOptions('Q2G-1001', makeRelatedLead({ tracking_number: 'Q2G-2002', earlier: false }))).toEqual([
      { keep: 'earlier', label: 'Keep this lead (Q2G-1001)' },
      { keep: 'newer', label: 'Keep the later lead (Q2G-2002)' },
    ]);
  });

  it("says which lead stayed the primary, from this lead's side", () => {
    expect(mergeRoleWords({ primary: 'this' })).toBe('Kept as primary');
    expect(mergeRoleWords({ primary: 'other' })).toBe('Merged into it');
  });

  it('names the merged lead and the primary in the undo question', () => {
    const lead = makeRelatedLead({ tracking_number: 'HAH-123' });
    expect(undoMergeQuestion('Q2G-1001', lead, { primary: 'this' })).toBe(
      'HAH-123 will no longer be merged into Q2G-1001 and can be edited again. Fields the merge filled on Q2G-1001 are emptied again unless they were changed since.',
    );
    expect(undoMergeQuestion('Q2G-1001', lead, { primary: 'other' })).toMatch(/^Q2G-1001 will no longer be merged into HAH-123 and/);
  });

  it("puts the server's reason in the failures", () => {
    const decided = new ApiError({ message: 'These leads were marked "not a duplicate"; they cannot be merged', status: 409, errorCode: 'DUPLICATE_PAIR_ALREADY_DECIDED' });
    expect(mergeFailure(decided)).toBe('Failed to merge the leads: These leads were marked "not a duplicate"; they cannot be merged');
    expect(undoMergeFailure(new ApiError({ message: 'A merge can be undone for a day only; this one is final', status: 409 }))).toBe(
      'Failed to undo the merge: A merge can be undone for a day only; this one is final',
    );
  });
});
