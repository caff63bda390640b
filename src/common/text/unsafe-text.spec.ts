import { findUnsafeText, storableCopy, storableText, unsafeTextProblem } from './unsafe-text';

describe('unsafe text', () => {
  it.each([
    ['plain', 'Ann Lee', null],
    ['an emoji (a paired surrogate)', 'Moving 🚚 day', null],
    ['accents and CJK', 'José 東京', null],
    ['a NUL character', 'Ann\u0000Lee', 'nul'],
    ['a lone high surrogate', 'a\ud800b', 'lone_surrogate'],
    ['a lone low surrogate', 'a\udc00b', 'lone_surrogate'],
    ['a high surrogate at the end', 'abc\ud83d', 'lone_surrogate'],
    ['reversed halves', '\ude9a\ud83d', 'lone_surrogate'],
  ])('should classify %s', (_label, text, problem) => {
    expect(unsafeTextProblem(text)).toBe(problem);
  });

  it('should name the first unsafe value by its path: its own fields first, then its nested ones', () => {
    expect(findUnsafeText({ a: 'ok', b: { list: ['x', 'y\u0000'] }, c: 'z' })).toEqual({ path: 'b.list[1]', problem: 'nul', inKey: false });
    expect(findUnsafeText({ a: 'ok', b: { list: ['x', 'y\u0000'] }, c: 'z\u0000' })).toEqual({ path: 'c', problem: 'nul', inKey: false });
    expect(findUnsafeText({ customer_email: 'a\ud800b@example.com' })).toEqual({ path: 'customer_email', problem: 'lone_surrogate', inKey: false });
    expect(findUnsafeText(['ok', ['\u0000']])).toEqual({ path: '[1][0]', problem: 'nul', inKey: false });
    expect(findUnsafeText('\u0000', 'q')).toEqual({ path: 'q', problem: 'nul', inKey: false });
  });

  it('should find unsafe text in field names, reporting the object that holds them', () => {
    expect(findUnsafeText({ 'x\u0000y': 1 })).toEqual({ path: '', problem: 'nul', inKey: true });
    expect(findUnsafeText({ outer: { 'k\ud800': 1 } })).toEqual({ path: 'outer', problem: 'lone_surrogate', inKey: true });
  });

  it('should pass safe values of every type, and leave Buffers and Dates alone', () => {
    expect(findUnsafeText({ n: 1, b: true, nil: null, u: undefined, d: new Date(), buf: Buffer.from([0, 0]), list: [1, 'two', { three: 3 }] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('should walk hostile nesting without recursion and report it as too deep', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toEqual(expect.objectContaining({ problem: 'too_deep' }));
  });

  it('should make text storable: NULs removed, lone surrogates replaced, everything else untouched', () => {
    expect(storableText('Ann\u0000 Lee\u0000')).toBe('Ann Lee');
    expect(storableText('a\ud800b')).toBe('a\uFFFDb');
    const fine = 'Moving 🚚 day';
    expect(storableText(fine)).toBe(fine);
  });

  it('should copy a parsed record with storable strings everywhere, keeping Dates, Buffers and prototypes', () => {
    class Parsed {
      constructor(readonly subject: string) {}
    }
    const date = new Date('2026-11-20T19:05:00Z');
    const bytes = Buffer.from('a\u0000b');
    const input = { subject: 'Lead\u0000', receivedAt: date, raw: bytes, lead: { name: 'Ann\u0000', tags: ['x\ud800'], 'k\u0000': 1 }, parsed: new Parsed('S\u0000'), n: 4, nil: null };
    const copy = storableCopy(input);
    expect(copy).toEqual({ subject: 'Lead', receivedAt: date, raw: bytes, lead: { name: 'Ann', tags: ['x\uFFFD'], k: 1 }, parsed: expect.any(Parsed), n: 4, nil: null });
    expect(copy.parsed.subject).toBe('S');
    expect(copy.receivedAt).toBe(date);
    expect(input.subject).toBe('Lead\u0000');
  });
});
