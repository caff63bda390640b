import { checkTestRecipient } from './test-send-recipient.policy';
import { TestSendErrorCode } from './test-send.errors';

const rule = { domains: ['movingco.example', 'partner.example'], anyRecipient: false };

const codeOf = (raw: string, given = rule): string => {
  try {
    checkTestRecipient(raw, given);
  } catch (error) {
    return (error as { code: string }).code;
  }
  return 'accepted';
};

describe(checkTestRecipient.name, () => {
  it('should accept one address in an allowed domain, trimmed, whatever the case of the domain', () => {
    expect(checkTestRecipient('  alex@MovingCo.Example ', rule)).toBe('alex@MovingCo.Example');
    expect(checkTestRecipient('qa@partner.example', rule)).toBe('qa@partner.example');
  });

  it.each(['', '   ', 'a@movingco.example, b@movingco.example', 'a@movingco.example;b@movingco.example', 'a@movingco.example b@movingco.example', 'not-an-address', 'a@@movingco.example'])(
    'should refuse %p as not exactly one valid address',
    (raw) => {
      expect(codeOf(raw)).toBe(TestSendErrorCode.RecipientInvalid);
    },
  );

  it('should refuse another domain, naming the allowed ones', () => {
    expect(() => checkTestRecipient('someone@gmail.com', rule)).toThrow('Test emails can only be sent to @movingco.example, @partner.example addresses');
    expect(codeOf('someone@gmail.com')).toBe(TestSendErrorCode.RecipientForbidden);
    expect(codeOf('x@sub.movingco.example')).toBe(TestSendErrorCode.RecipientForbidden);
  });

  it('should say so when no domain is allowed', () => {
    expect(() => checkTestRecipient('someone@gmail.com', { domains: [], anyRecipient: false })).toThrow(/no domain/);
  });

  it('should accept any valid address when any recipient is allowed, still one valid address', () => {
    expect(checkTestRecipient('someone@gmail.com', { domains: [], anyRecipient: true })).toBe('someone@gmail.com');
    expect(codeOf('nope', { domains: [], anyRecipient: true })).toBe(TestSendErrorCode.RecipientInvalid);
  });
});
