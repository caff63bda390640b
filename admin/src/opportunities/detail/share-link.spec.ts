import { describe, expect, it, vi } from 'vitest';
import { copyText } from './share-link';

describe('copyText', () => {
  it('uses the Clipboard API when it is there', async () => {
    const writeText = vi.fn(async () => undefined);
    const legacy = vi.fn(() => true);
    await expect(copyText('https://x/opportunities/T1', { clipboard: { writeText }, legacyCopy: legacy })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://x/opportunities/T1');
    expect(legacy).not.toHaveBeenCalled();
  });

  it('falls back to the legacy copy when the Clipboard API is missing or refuses', async () => {
    const legacy = vi.fn(() => true);
    await expect(copyText('a', { clipboard: undefined, legacyCopy: legacy })).resolves.toBe(true);
    const refusing = { writeText: vi.fn(async () => Promise.reject(new Error('NotAllowedError'))) };
    await expect(copyText('b', { clipboard: refusing, legacyCopy: legacy })).resolves.toBe(true);
    expect(legacy).toHaveBeenCalledWith('b');
  });

  it('reports failure when nothing can copy', async () => {
    await expect(copyText('c', { clipboard: undefined, legacyCopy: () => false })).resolves.toBe(false);
    await expect(copyText('c', {})).resolves.toBe(false);
  });
});
