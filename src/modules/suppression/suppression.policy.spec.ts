import { cleanReason, contactFlagsFor, normalizeEmail, SUPPRESSION_SOURCES } from './suppression.policy';
import { UNSUBSCRIBE_PAGE_CSP, unsubscribePage } from './unsubscribe-page.policy';

describe('suppression ledger rules', () => {
  it('stores addresses trimmed and lower-cased, and refuses what is not an address', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
    expect(normalizeEmail('not an address')).toBeNull();
    expect(normalizeEmail('')).toBeNull();
    expect(normalizeEmail(`${'a'.repeat(320)}@example.com`)).toBeNull();
  });

  it('sets the contact columns the send-time check reads, per source', () => {
    expect(contactFlagsFor('hard_bounce')).toEqual({ unsubscribed: false, bounced: true, optedOut: false });
    expect(contactFlagsFor('unsubscribe')).toEqual({ unsubscribed: true, bounced: false, optedOut: true });
    expect(contactFlagsFor('complaint')).toEqual({ unsubscribed: true, bounced: false, optedOut: true });
    expect(contactFlagsFor('do_not_contact')).toEqual({ unsubscribed: false, bounced: false, optedOut: true });
    expect(contactFlagsFor('manual')).toEqual({ unsubscribed: false, bounced: false, optedOut: true });
    for (const source of SUPPRESSION_SOURCES) expect(Object.values(contactFlagsFor(source)).some(Boolean)).toBe(true);
  });

  it('keeps reasons trimmed and bounded; an empty one is none', () => {
    expect(cleanReason('  asked by phone ')).toBe('asked by phone');
    expect(cleanReason('   ')).toBeNull();
    expect(cleanReason(undefined)).toBeNull();
    expect(cleanReason('x'.repeat(600))).toHaveLength(500);
  });
});

describe('unsubscribe pages', () => {
  it('escape the company name and name nobody else', () => {
    const html = unsubscribePage('confirm', 'Acme <Movers> & "Co"');
    expect(html).toContain('Acme &lt;Movers&gt; &amp; &quot;Co&quot;');
    expect(html).toContain('<form method="post">');
    expect(html).toContain('>Unsubscribe</button>');
    expect(html).not.toContain('<script');
    expect(unsubscribePage('invalid', 'Acme')).not.toContain('<form');
  });

  it('allow no script, no remote loads and no framing', () => {
    expect(UNSUBSCRIBE_PAGE_CSP).toContain("default-src 'none'");
    expect(UNSUBSCRIBE_PAGE_CSP).toContain("frame-ancestors 'none'");
    expect(UNSUBSCRIBE_PAGE_CSP).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(UNSUBSCRIBE_PAGE_CSP).not.toContain('unsafe');
  });
});
