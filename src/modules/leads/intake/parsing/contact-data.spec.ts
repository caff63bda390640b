import { givenValues, readLeadEmail, readLeadPhone } from './contact-data';

describe('junk contact data', () => {
  it.each(['000-000-0000', '(555) 555-5555', '1111111111', '123-456-7890'])('should keep the placeholder phone %p as given and not use it', (raw) => {
    expect(readLeadPhone(raw)).toEqual({ value: null, given: raw, quality: 'placeholder' });
  });

  it('should mark a phone that is no number as invalid, and use a good or fictional one', () => {
    expect(readLeadPhone(' 12 ')).toEqual({ value: null, given: '12', quality: 'invalid' });
    expect(readLeadPhone('(512) 867-5309')).toEqual({ value: '+15128675309', given: '(512) 867-5309', quality: null });
    // The 555-01xx range is fictional but a number: usable here (the duplicate check never matches on it).
    expect(readLeadPhone('512-555-0143')).toEqual({ value: '+15125550143', given: '512-555-0143', quality: null });
    expect(readLeadPhone('   ')).toEqual({ value: null, given: null, quality: null });
    expect(readLeadPhone(undefined)).toEqual({ value: null, given: null, quality: null });
  });

  it('should keep a placeholder or unreadable email as given, and keep no-reply addresses as the lead\'s', () => {
    expect(readLeadEmail('none@none.com')).toEqual({ value: null, given: 'none@none.com', quality: 'placeholder' });
    expect(readLeadEmail('N/A')).toEqual({ value: null, given: 'N/A', quality: 'invalid' });
    expect(readLeadEmail('noemail@gmail.com')).toMatchObject({ value: null, quality: 'placeholder' });
    expect(readLeadEmail('Dana.W@Gmail.com')).toEqual({ value: 'dana.w@gmail.com', given: 'Dana.W@Gmail.com', quality: null });
    expect(readLeadEmail('noreply@movers.com')).toEqual({ value: 'noreply@movers.com', given: 'noreply@movers.com', quality: null });
    expect(readLeadEmail('no-email@placeholder.invalid')).toMatchObject({ value: 'no-email@placeholder.invalid', quality: null });
    expect(readLeadEmail(`${'a'.repeat(400)}`).given).toHaveLength(320);
  });

  it('should record only the values that need marking', () => {
    expect(givenValues(readLeadPhone('(512) 867-5309'), readLeadEmail('dana@movers.com'))).toBeUndefined();
    expect(givenValues(readLeadPhone('000-000-0000'), readLeadEmail('dana@movers.com'))).toEqual({ phone: { given: '000-000-0000', quality: 'placeholder' } });
    expect(givenValues(readLeadPhone('x'), readLeadEmail('none'))).toEqual({ phone: { given: 'x', quality: 'invalid' }, email: { given: 'none', quality: 'invalid' } });
  });
});
