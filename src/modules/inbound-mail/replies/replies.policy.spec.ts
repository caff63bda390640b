import { DEFAULT_REPLY_WINDOW, REPLY_WINDOWS, replyRunStatus, replyWindowInterval } from './replies.policy';

describe('replies policy', () => {
  it('should map each reply window to its interval', () => {
    expect(REPLY_WINDOWS.map(replyWindowInterval)).toEqual(['1 hour', '24 hours', '7 days', '30 days']);
  });

  it('should default to the last 7 days', () => {
    expect(DEFAULT_REPLY_WINDOW).toBe('7d');
  });

  it('should show live runs as running and ended runs as stored', () => {
    expect(['pending', 'active', 'paused', 'completed', 'canceled', 'failed'].map(replyRunStatus)).toEqual(['running', 'running', 'paused', 'completed', 'canceled', 'failed']);
  });

  it('should answer null when the reply matched no run', () => {
    expect(replyRunStatus(null)).toBeNull();
  });
});
