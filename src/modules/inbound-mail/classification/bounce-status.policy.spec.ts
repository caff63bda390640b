import { bounceClassOf, statusFromWords, statusInText } from './bounce-status.policy';

describe('bounce status', () => {
  it.each([
    ['5.1.1', 'hard'],
    ['5.1.2', 'hard'],
    ['5.1.10', 'hard'],
    ['5.2.1', 'hard'],
    ['5.4.1', 'hard'],
    ['5.4.4', 'hard'],
    ['5.4.310', 'hard'],
    ['5.2.2', 'soft'],
    ['4.2.2', 'soft'],
    ['4.4.7', 'soft'],
    ['4.7.1', 'soft'],
    ['5.4.7', 'soft'],
    ['5.4.316', 'soft'],
    ['5.7.1', 'policy'],
    ['5.7.26', 'policy'],
    ['5.7.708', 'policy'],
    ['5.7.606', 'policy'],
    ['5.1.8', 'policy'],
    ['5.1.7', 'policy'],
    ['5.3.4', 'policy'],
  ])('should class %s as %s', (status, klass) => {
    expect(bounceClassOf(status, '')).toBe(klass);
  });

  it('should let the words decide for codes that say nothing about whose fault it was', () => {
    expect(bounceClassOf('5.0.0', '550 5.0.0 User unknown')).toBe('hard');
    expect(bounceClassOf('5.0.0', '552 Mailbox full')).toBe('soft');
    expect(bounceClassOf('5.0.0', '554 Client host blocked using zen.spamhaus.org')).toBe('policy');
    expect(bounceClassOf('5.5.0', '554 Service currently unavailable')).toBe('soft');
    expect(bounceClassOf('5.0.0', '550 rejected')).toBe('policy');
    expect(bounceClassOf('5.0.0', '550 Recipient address rejected: user unknown')).toBe('hard');
  });

  it('should read enhanced codes but not the tail of an IP address or a version', () => {
    expect(statusInText('host mx [10.4.5.12] said: 550-5.1.1 The email account')).toBe('5.1.1');
    expect(statusInText('Exim 4.98 at 192.168.5.2.1')).toBeNull();
    expect(statusInText('Sorry, no mailbox here by that name. (#5.1.1)')).toBe('5.1.1');
    expect(statusInText('550 5.7.708 Service unavailable')).toBe('5.7.708');
    expect(statusInText('no code here')).toBeNull();
  });

  it('should infer a status from a bare SMTP reply and its words', () => {
    expect(statusFromWords('550 No Such User Here')).toBe('5.1.1');
    expect(statusFromWords('552 Mailbox quota exceeded')).toBe('5.2.2');
    expect(statusFromWords('452 mailbox full')).toBe('4.2.2');
    expect(statusFromWords('554 delivery error: blocked by policy')).toBe('5.7.1');
    expect(statusFromWords('retry timeout exceeded')).toBe('4.0.0');
    expect(statusFromWords('554 something odd')).toBe('5.0.0');
    expect(statusFromWords('nothing useful')).toBeNull();
  });
});
