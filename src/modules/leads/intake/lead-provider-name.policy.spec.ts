import { parseProviderDomains, providerFromSender, providerName } from './lead-provider-name.policy';

describe('lead provider names', () => {
  const domains = parseProviderDomains(' hireahelper.com=HireAHelper, Moving.com = Moving.com ,broken, =Nameless,empty=');

  it('should read the known domains from the setting, skipping malformed entries', () => {
    expect([...domains]).toEqual([['hireahelper.com', 'HireAHelper'], ['moving.com', 'Moving.com']]);
  });

  it.each([
    ['leads@hireahelper.com', 'HireAHelper'],
    ['Leads@Mail.HireAHelper.com', 'HireAHelper'],
    ['quotes@moving.com.', 'Moving.com'],
    ['noreply@newsite.example', 'newsite.example'],
    ['not-an-address', null],
    ['', null],
  ])('should name the provider of a lead email from %s as %s', (from, expected) => {
    expect(providerFromSender(from, domains)).toBe(expected);
  });

  it('should not take a domain that merely ends like a known one', () => {
    expect(providerFromSender('x@fakehireahelper.com', domains)).toBe('fakehireahelper.com');
  });

  it('should trim, fold spaces and cut a given name, and treat a blank one as none', () => {
    expect(providerName('  Hire  A Helper ')).toBe('Hire A Helper');
    expect(providerName('   ')).toBeNull();
    expect(providerName(undefined)).toBeNull();
    expect(providerName('x'.repeat(200))).toHaveLength(80);
  });
});
