import { signUnsubscribeToken, unsubscribeHeaders, unsubscribeUrl, verifyUnsubscribeToken } from './unsubscribe-token.policy';

const CONTACT = '1b4e28ba-2fa1-4d2a-8b3c-0123456789ab';
const RUN = '9f8e7d6c-5b4a-4321-8fed-cba987654321';
const SECRET = 'a-long-enough-test-secret';

describe('unsubscribe tokens', () => {
  it('verifies a token it signed and answers the contact and run', () => {
    const token = signUnsubscribeToken({ contactId: CONTACT, runId: RUN }, SECRET);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ contactId: CONTACT, runId: RUN });
  });

  it('treats upper-case ids as the same pair', () => {
    const token = signUnsubscribeToken({ contactId: CONTACT.toUpperCase(), runId: RUN }, SECRET);
    expect(token).toBe(signUnsubscribeToken({ contactId: CONTACT, runId: RUN }, SECRET));
  });

  it('refuses a token signed with another secret', () => {
    const token = signUnsubscribeToken({ contactId: CONTACT, runId: RUN }, SECRET);
    expect(verifyUnsubscribeToken(token, 'another-secret-entirely')).toBeNull();
  });

  it('refuses a tampered body (another contact) and a tampered signature', () => {
    const token = signUnsubscribeToken({ contactId: CONTACT, runId: RUN }, SECRET);
    const [body, sig] = token.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[0] ^= 1;
    expect(verifyUnsubscribeToken(`${bytes.toString('base64url')}.${sig}`, SECRET)).toBeNull();
    const mac = Buffer.from(sig, 'base64url');
    mac[5] ^= 1;
    expect(verifyUnsubscribeToken(`${body}.${mac.toString('base64url')}`, SECRET)).toBeNull();
    const other = signUnsubscribeToken({ contactId: RUN, runId: CONTACT }, SECRET);
    expect(verifyUnsubscribeToken(`${body}.${other.split('.')[1]}`, SECRET)).toBeNull();
  });

  it('refuses malformed input', () => {
    for (const bad of ['', 'abc', 'a.b', `${'A'.repeat(43)}.${'A'.repeat(42)}`, `${'A'.repeat(43)}.${'A'.repeat(43)}`, '../../etc/passwd']) {
      expect(verifyUnsubscribeToken(bad, SECRET)).toBeNull();
    }
    expect(verifyUnsubscribeToken(signUnsubscribeToken({ contactId: CONTACT, runId: RUN }, SECRET), '')).toBeNull();
  });

  it('refuses to sign ids that are not UUIDs or with an empty secret', () => {
    expect(() => signUnsubscribeToken({ contactId: 'x', runId: RUN }, SECRET)).toThrow(/UUIDs/);
    expect(() => signUnsubscribeToken({ contactId: CONTACT, runId: RUN }, '')).toThrow(/empty/);
  });
});

describe('unsubscribeUrl and unsubscribeHeaders', () => {
  it('builds /unsubscribe/<token> under the base URL (a trailing slash is dropped)', () => {
    const url = unsubscribeUrl('https://app.example.com/', CONTACT, RUN, SECRET);
    const token = url.slice('https://app.example.com/unsubscribe/'.length);
    expect(url.startsWith('https://app.example.com/unsubscribe/')).toBe(true);
    expect(verifyUnsubscribeToken(token, SECRET)).toEqual({ contactId: CONTACT, runId: RUN });
  });

  it('answers the list headers with one-click', () => {
    expect(unsubscribeHeaders('https://app.example.com/unsubscribe/t')).toEqual({
      'List-Unsubscribe': '<https://app.example.com/unsubscribe/t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
