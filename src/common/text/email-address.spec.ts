import { isNoReplyEmail, normalizeEmail } from './email-address';

describe(normalizeEmail.name, () => {
  it.each([
    ['Jennifer.Martinez@Example.com', 'jennifer.martinez@example.com'],
    ['  jose.ramirez@example.com ', 'jose.ramirez@example.com'],
    ['mailto:RChen@Example.net', 'rchen@example.net'],
    ['Daniel Kim <Daniel.Kim@example.com>', 'daniel.kim@example.com'],
    ['rchen@example.net <mailto:rchen@example.net>', 'rchen@example.net'],
    ['first+moving@sub.example.co.uk', 'first+moving@sub.example.co.uk'],
  ])('should normalize %p to %p', (raw, expected) => {
    expect(normalizeEmail(raw)).toBe(expected);
  });

  it.each(['', 'not an email', 'jane@', '@example.com', 'jane@@example.com', 'jane..doe@example.com', '.jane@example.com', 'jane@example', 'jane@example.c0m'])(
    'should return null for %p',
    (raw) => {
      expect(normalizeEmail(raw)).toBeNull();
    },
  );
});

describe(isNoReplyEmail.name, () => {
  it.each([
    'noreply@q2g-leads.example',
    'no-reply@example.com',
    'No_Reply@example.com',
    'donotreply@example.com',
    'do-not-reply@example.com',
    'DoNotReply@example.com',
    'mailer-daemon@mx.example.com',
    'MAILER-DAEMON@mx.example.com',
    'postmaster@example.com',
    'noreply+bounces@example.com',
    'Q2G <noreply@q2g.example>',
  ])('should flag %p', (email) => {
    expect(isNoReplyEmail(email)).toBe(true);
  });

  it.each(['jennifer.martinez@example.com', 'leads@q2g-leads.example', 'replyguy@example.com', 'norepl@example.com', 'info@noreply.example', ''])(
    'should not flag %p',
    (email) => {
      expect(isNoReplyEmail(email)).toBe(false);
    },
  );
});
