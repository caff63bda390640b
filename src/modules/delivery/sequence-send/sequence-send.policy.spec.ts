import { createHash } from 'node:crypto';
import { DeliveryError, DeliveryErrorCode } from '../delivery.errors';
import { ownSendingAddresses, sequenceSendSettings } from './sequence-send.config';
import {
  asDeliveryError,
  backoffMs,
  decideOnFailure,
  replyToAddress,
  replyToken,
  sequenceMessageId,
  sequenceSendKey,
  verifyReplyToken,
} from './sequence-send.policy';

const RUN = '3f2b8c1e-9a4d-4e6f-8b7a-0c1d2e3f4a5b';
const SECRET = 'reply-secret-0123456789';
const now = new Date('2026-11-23T10:00:00Z');
const failure = (code: DeliveryErrorCode, retryAfterMs?: number) =>
  new DeliveryError(code, `provider says ${code}`, { provider: 'graph', status: null, providerCode: null, ...(retryAfterMs ? { retryAfterMs } : {}) });

describe('sequence send keys', () => {
  it('should key a run step and derive a stable Message-ID on the sending domain', () => {
    const key = sequenceSendKey(RUN, 2);
    expect(key).toBe(`seq:${RUN}:2`);
    const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
    expect(sequenceMessageId(key, 'Acme Movers <Quotes@MovingCo.example>')).toBe(`<${hash}@movingco.example>`);
    expect(sequenceMessageId(key, 'quotes@movingco.example')).toBe(sequenceMessageId(key, 'Other Name <quotes@movingco.example>'));
    expect(sequenceMessageId(sequenceSendKey(RUN, 3), 'quotes@movingco.example')).not.toBe(sequenceMessageId(key, 'quotes@movingco.example'));
  });

  it('should plus-address the Reply-To with a token that names the run and resists forgery', () => {
    const token = replyToken(RUN, SECRET);
    expect(token).toMatch(/^[a-z2-7]{34}$/);
    expect(replyToAddress('Acme Movers <quotes@movingco.example>', RUN, SECRET)).toBe(`quotes+r-${token}@movingco.example`);
    expect(verifyReplyToken(token, SECRET)).toBe(RUN);
    expect(verifyReplyToken(token.toUpperCase(), SECRET)).toBe(RUN);
    expect(verifyReplyToken(token, 'another-secret-0123456789')).toBeNull();
    const other = replyToken('00000000-0000-4000-8000-000000000001', SECRET);
    expect(verifyReplyToken(`${token.slice(0, 26)}${other.slice(26)}`, SECRET)).toBeNull();
    expect(verifyReplyToken('short', SECRET)).toBeNull();
    expect(verifyReplyToken(`${'1'.repeat(26)}${token.slice(26)}`, SECRET)).toBeNull();
  });
});

describe(decideOnFailure.name, () => {
  it('should wait out a Retry-After exactly, however many attempts were made', () => {
    expect(decideOnFailure(failure(DeliveryErrorCode.Unavailable, 120_000), 99, 8, now)).toEqual({
      kind: 'retry',
      at: new Date('2026-11-23T10:02:00Z'),
      reason: 'provider_throttled',
      message: 'provider says MAIL_PROVIDER_UNAVAILABLE',
    });
  });

  it('should back off exponentially on transient failures, up to an hour, then give up', () => {
    expect([1, 2, 3, 4, 7, 10].map(backoffMs)).toEqual([60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000]);
    expect(decideOnFailure(failure(DeliveryErrorCode.Unavailable), 3, 8, now)).toMatchObject({ kind: 'retry', at: new Date('2026-11-23T10:04:00Z'), reason: 'provider_unavailable' });
    expect(decideOnFailure(failure(DeliveryErrorCode.Unavailable), 8, 8, now)).toEqual({ kind: 'failed', message: 'Gave up after 8 attempts: provider says MAIL_PROVIDER_UNAVAILABLE' });
  });

  it.each([DeliveryErrorCode.Rejected, DeliveryErrorCode.AuthFailed, DeliveryErrorCode.NotConfigured])('should fail %s at once with the provider message', (code) => {
    expect(decideOnFailure(failure(code), 1, 8, now)).toEqual({ kind: 'failed', message: `provider says ${code}` });
  });

  it('should treat an unexpected error as transient', () => {
    const error = asDeliveryError(new Error('socket hang up'), 'smtp');
    expect(error).toMatchObject({ code: DeliveryErrorCode.Unavailable, message: 'Send failed: socket hang up', retryable: true });
    expect(asDeliveryError(failure(DeliveryErrorCode.Rejected), 'smtp').code).toBe(DeliveryErrorCode.Rejected);
  });
});

describe(sequenceSendSettings.name, () => {
  const env = { MAILBOX_MESSAGES_PER_MINUTE: 30, MAILBOX_RECIPIENTS_PER_DAY: 10000, SEQUENCE_SEND_MAX_ATTEMPTS: 8, SEQUENCE_SEND_ATTEMPT_LEASE_SECONDS: 300 };

  it('should pool the listed mailboxes, else the default sender, and key reply tokens apart from sessions', () => {
    const listed = sequenceSendSettings({ ...env, MAIL_SEND_MAILBOXES: ' A@x.example, b@x.example,a@x.example ,' }, { defaultMailbox: 'c@x.example', companyFrom: 'Acme <sales@x.example>', sessionSecret: 's'.repeat(32), publicUrl: 'https://leads.movingco.example' });
    expect(listed).toMatchObject({ mailboxes: ['a@x.example', 'b@x.example'], pooled: true });
    expect(ownSendingAddresses(listed)).toEqual(['a@x.example', 'b@x.example', 'sales@x.example']);
    const fallback = sequenceSendSettings(env, { defaultMailbox: 'Acme <Sales@X.example>', companyFrom: 'Acme <Sales@X.example>', sessionSecret: 's'.repeat(32), publicUrl: 'https://leads.movingco.example' });
    expect(fallback).toMatchObject({ mailboxes: ['sales@x.example'], pooled: false, perMinute: 30, perDay: 10000, maxAttempts: 8, attemptLeaseMs: 300_000, publicUrl: 'https://leads.movingco.example' });
    expect(fallback.replyTokenSecret).not.toContain('s'.repeat(32));
    expect(sequenceSendSettings({ ...env, MAIL_REPLY_TOKEN_SECRET: 'k'.repeat(20) }, { defaultMailbox: 'c@x.example', companyFrom: 'Acme <sales@x.example>', sessionSecret: 's', publicUrl: 'https://leads.movingco.example' }).replyTokenSecret).toBe('k'.repeat(20));
  });
});
