import { mailboxKey, pauseTarget, usablePool } from './mailbox-pause.policy';

describe('mailbox pause rules', () => {
  const pool = ['sales@movingco.example', 'team@movingco.example'];

  it('should compare mailboxes lower-cased and without a plus tag', () => {
    expect(mailboxKey(' Sales+r-abc@MovingCo.example ')).toBe('sales@movingco.example');
    expect(mailboxKey('not-an-address')).toBe('not-an-address');
  });

  it('should pause the mailbox the bounced delivery went out from, else its From address', () => {
    expect(pauseTarget({ mailbox: 'Team@MovingCo.example', from_email: 'Moving Co <sales@movingco.example>' }, [], pool)).toBe('team@movingco.example');
    expect(pauseTarget({ mailbox: null, from_email: 'Moving Co <Sales@movingco.example>' }, [], pool)).toBe('sales@movingco.example');
  });

  it('should fall back to the pool mailbox the report was sent to, and to nothing when none is ours', () => {
    expect(pauseTarget(null, ['someone@else.example', 'team+r-x1@movingco.example'], pool)).toBe('team@movingco.example');
    expect(pauseTarget(null, ['someone@else.example'], pool)).toBeNull();
  });

  it('should leave paused mailboxes out of the pool, keeping its order', () => {
    expect(usablePool(['b@x', 'a@x', 'c@x'], new Set(['a@x']))).toEqual(['b@x', 'c@x']);
    expect(usablePool(['A@x'], new Set(['a@x']))).toEqual([]);
  });
});
