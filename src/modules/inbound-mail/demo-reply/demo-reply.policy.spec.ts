import { demoRepliesEnabled } from './demo-reply.policy';

describe('demoRepliesEnabled', () => {
  it('is on only outside production with mail caught in-process', () => {
    expect(demoRepliesEnabled({ isProduction: false, mailMode: 'catcher' })).toBe(true);
    expect(demoRepliesEnabled({ isProduction: true, mailMode: 'catcher' })).toBe(false);
    expect(demoRepliesEnabled({ isProduction: false, mailMode: 'smtp' })).toBe(false);
    expect(demoRepliesEnabled({ isProduction: false, mailMode: 'graph' })).toBe(false);
    expect(demoRepliesEnabled({ isProduction: true, mailMode: 'none' })).toBe(false);
  });
});
