import { retryAfterMs } from './retry-later.error';

describe('retryAfterMs', () => {
  it('should read seconds', () => {
    expect(retryAfterMs('3', 1000)).toBe(3000);
    expect(retryAfterMs('0', 1000)).toBe(0);
  });

  it('should read an HTTP date as the time left until it', () => {
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs(inFiveSeconds, 1000)).toBeGreaterThan(3000);
    expect(retryAfterMs(inFiveSeconds, 1000)).toBeLessThanOrEqual(5000);
  });

  it('should fall back when absent or unreadable', () => {
    expect(retryAfterMs(null, 1000)).toBe(1000);
    expect(retryAfterMs(undefined, 1000)).toBe(1000);
    expect(retryAfterMs('soon', 1000)).toBe(1000);
  });
});
