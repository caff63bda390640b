import { cleanNote, notSentError, RESOLVE_NOTE_MAX, resolvedSentAt, resolveRefusal, retiredKey } from './resolve-unknown.policy';

describe('resolve-unknown policy', () => {
  it('should let only an unknown delivery be resolved, naming the status otherwise', () => {
    expect(resolveRefusal('unknown')).toBeNull();
    for (const status of ['pending', 'sent', 'delivered', 'failed']) expect(resolveRefusal(status)).toBe(status);
  });

  it("should record who marked a delivery not sent and their note", () => {
    expect(notSentError('Dana Admin', 'Not in the sent folder')).toBe('Marked not sent by Dana Admin: Not in the sent folder');
    expect(notSentError('dana@movingco.example', null)).toBe('Marked not sent by dana@movingco.example: no note');
  });

  it('should retire the key of a delivery marked not sent under a unique name that keeps the original', () => {
    const key = 'seq:6c1e2f4a-0000-4000-8000-000000000001:2';
    const retired = retiredKey(key, 'd-1');
    expect(retired).toBe(`${key}:not-sent:d-1`);
    expect(retired).not.toBe(key);
    expect(retiredKey(key, 'd-2')).not.toBe(retired);
  });

  it('should count a confirmed send at its attempt time, else now', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    const attempt = new Date('2026-11-23T09:30:00Z');
    expect(resolvedSentAt(attempt, now)).toBe(attempt);
    expect(resolvedSentAt(null, now)).toBe(now);
  });

  it('should keep a trimmed note, none when blank, at most the maximum', () => {
    expect(cleanNote('  checked the mailbox ')).toBe('checked the mailbox');
    expect(cleanNote('   ')).toBeNull();
    expect(cleanNote(undefined)).toBeNull();
    expect(cleanNote('x'.repeat(RESOLVE_NOTE_MAX + 10))).toHaveLength(RESOLVE_NOTE_MAX);
  });
});
