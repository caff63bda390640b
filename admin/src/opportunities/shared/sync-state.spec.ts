import { describe, expect, it } from 'vitest';
import { canRequeue, syncLabel } from './sync-state';

describe('syncLabel', () => {
  it.each([
    ['succeeded', false, 'Synced'],
    ['in_progress', false, 'Syncing'],
    ['queued', true, 'Syncing'],
    ['failed', true, 'Failed'],
    ['something-else', true, 'Pending'],
    [null, true, 'Synced'],
    [null, false, 'Pending'],
    [undefined, false, 'Pending'],
  ])('%s (synced=%s) → %s', (status, synced, label) => {
    expect(syncLabel(status, synced)).toBe(label);
  });

  it('offers re-queue for Failed and Pending only', () => {
    expect(['Synced', 'Syncing', 'Failed', 'Pending'].filter((l) => canRequeue(l as never))).toEqual(['Failed', 'Pending']);
  });
});
