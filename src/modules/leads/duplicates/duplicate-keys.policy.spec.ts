import {
  DUPLICATE_SCORES,
  FIRST_NAME_NICKNAMES,
  chainLeads,
  cityKey,
  emailKey,
  isContactLink,
  leadMatchFacts,
  matchLeads,
  moveDatesClose,
  nameKey,
  phoneKey,
  phoneQuality,
  reasonWords,
  zipKey,
  type LeadMatchFacts,
} from './duplicate-keys.policy';
import { storedMatchKeys } from './stored-match-keys.policy';

type LeadInput = Parameters<typeof leadMatchFacts>[0];

const lead = (overrides: Partial<LeadInput> = {}): LeadInput => ({
  email: null, phone: null, name: null, moveDate: null, originZip: null, originCity: null, originState: null, ...overrides,
});

const facts = (overrides: Partial<LeadMatchFacts> = {}): LeadMatchFacts => ({
  emailKey: null,
  phoneKey: null,
  name: null,
  moveDate: null,
  zipKey: null,
  cityKey: null,
  ...overrides,
});

describe(emailKey.name, () => {
  it.each([
    ['Maria.Gonzalez+movers@Gmail.com', 'mariagonzalez@gmail.com'],
    ['m.a.r.i.a@gmail.com', 'maria@gmail.com'],
    ['maria.gonzalez@googlemail.com', 'mariagonzalez@gmail.com'],
    ['maria.gonzalez+quotes@outlook.com', 'maria.gonzalez@outlook.com'],
    ['  MARIA@Yahoo.COM ', 'maria@yahoo.com'],
    ['dana@email.com', 'dana@email.com'],
  ])('should key %p as %p', (raw, expected) => {
    expect(emailKey(raw)).toBe(expected);
  });

  it('should give the same key to every spelling of one Gmail mailbox', () => {
    const keys = ['Maria.Gonzalez@gmail.com', 'mariagonzalez+a@googlemail.com', 'MARIA.GONZALEZ+b@GMAIL.COM'].map(emailKey);
    expect(new Set(keys)).toEqual(new Set(['mariagonzalez@gmail.com']));
  });

  it('should keep dots outside Gmail', () => {
    expect(emailKey('maria.gonzalez@outlook.com')).not.toBe(emailKey('mariagonzalez@outlook.com'));
  });

  it.each([null, undefined, '', '   ', 'maria', 'maria@', '@gmail.com', 'a@b@c.com', 'maria gonzalez@gmail.com', '+tag@gmail.com'])(
    'should answer null for the invalid %p',
    (raw) => {
      expect(emailKey(raw)).toBeNull();
    },
  );

  it.each([
    'none@gmail.com', 'noemail@yahoo.com', 'no-email@aol.com', 'NA@hotmail.com', 'n/a@gmail.com', 'test@outlook.com',
    'noreply@movers.com', 'no-reply@movers.com', 'donotreply@movers.com', 'do-not-reply@movers.com',
    'unknown@gmail.com', 'email@gmail.com', 'null@gmail.com', 'n.o.n.e@gmail.com', 'none+1@gmail.com',
    'maria@test.com', 'maria@none.com', 'maria@noemail.com', 'maria@mail.none.com', 'x@domain.com', 'no-email@placeholder.invalid',
  ])('should answer null for the placeholder %p', (raw) => {
    expect(emailKey(raw)).toBeNull();
  });

  it('should keep the reserved example domains the demo and the tests use as real-looking addresses', () => {
    expect(emailKey('Maria@Example.com')).toBe('maria@example.com');
    expect(emailKey('maria@mail.example.org')).toBe('maria@mail.example.org');
  });

  it('should ignore addresses longer than 254 characters', () => {
    expect(emailKey(`${'a'.repeat(250)}@x.com`)).toBeNull();
  });
});

describe(phoneQuality.name, () => {
  it.each(['000-000-0000', '(555) 555-5555', '1111111111', '9999999999', '1-999-999-9999', '123-456-7890', '0123456789'])(
    'should flag %p as a placeholder',
    (raw) => {
      expect(phoneQuality(raw)).toEqual({ e164: null, quality: 'placeholder' });
    },
  );

  it.each(['12', 'call me', '(155) 123-4567'])('should flag %p as invalid', (raw) => {
    expect(phoneQuality(raw)).toEqual({ e164: null, quality: 'invalid' });
  });

  it.each([
    ['512-555-0143', '+15125550143'],
    ['(206) 555-0100', '+12065550100'],
    ['+1 312 555 0199', '+13125550199'],
    ['512-555-0200', '+15125550200'],
    ['(212) 555-1234', '+12125551234'],
    ['(555) 123-4567', '+15551234567'],
  ])('should flag the fictional %p as generic but keep %p', (raw, e164) => {
    expect(phoneQuality(raw)).toEqual({ e164, quality: 'generic' });
  });

  it.each([
    ['(512) 867-5309', '+15128675309'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('should accept %p as %p', (raw, e164) => {
    expect(phoneQuality(raw)).toEqual({ e164, quality: 'ok' });
  });

  it.each([null, undefined, '', '   '])('should give no quality to the empty %p', (raw) => {
    expect(phoneQuality(raw)).toEqual({ e164: null, quality: null });
  });
});

describe(phoneKey.name, () => {
  it('should key only ok numbers', () => {
    expect(phoneKey('(512) 867-5309')).toBe('+15128675309');
    expect(phoneKey('512.867.5309')).toBe('+15128675309');
  });

  it.each([null, '', '000-000-0000', '123-456-7890', '12', '512-555-0143'])('should answer null for %p', (raw) => {
    expect(phoneKey(raw)).toBeNull();
  });
});

describe(nameKey.name, () => {
  it.each([
    ['José Álvarez', { first: 'jose', last: 'alvarez' }],
    ['Zoë  Brontë', { first: 'zoe', last: 'bronte' }],
    ["Seán O'Brien", { first: 'sean', last: 'obrien' }],
    ['Mr. John Q. Smith Jr.', { first: 'john', last: 'smith' }],
    ['Dr Maria Garcia-Lopez', { first: 'maria', last: 'garcia-lopez' }],
    ['Whitfield, Dana', { first: 'dana', last: 'whitfield' }],
    ['John Smith, Jr.', { first: 'john', last: 'smith' }],
    ['MARIA GONZALEZ', { first: 'maria', last: 'gonzalez' }],
    ['Bob Smith', { first: 'robert', last: 'smith' }],
    ['Kate Miller', { first: 'katherine', last: 'miller' }],
    ['Stephen King', { first: 'steven', last: 'king' }],
  ])('should key %p', (raw, expected) => {
    expect(nameKey(raw)).toEqual(expected);
  });

  it('should match nicknames to their full first name', () => {
    expect(nameKey('Bob Smith')).toEqual(nameKey('Robert Smith'));
    expect(nameKey('Katie Miller')).toEqual(nameKey('Katherine Miller'));
    expect(nameKey('Kathryn Miller')).toEqual(nameKey('Kate Miller'));
    expect(nameKey('Frank Smith')).toEqual({ first: 'frank', last: 'smith' });
  });

  it.each([null, undefined, '', 'Cher', 'Mr. Smith', '  , ', '123 456'])('should answer null for %p', (raw) => {
    expect(nameKey(raw)).toBeNull();
  });

  it('should answer null for pasted text longer than a name', () => {
    expect(nameKey(`Maria ${'x'.repeat(300)}`)).toBeNull();
  });

  it('should expose a frozen nickname table', () => {
    expect(Object.isFrozen(FIRST_NAME_NICKNAMES)).toBe(true);
    expect(Object.keys(FIRST_NAME_NICKNAMES).length).toBeGreaterThanOrEqual(60);
    expect(FIRST_NAME_NICKNAMES).toMatchObject({ bill: 'william', liam: 'william', jen: 'jennifer', ted: 'edward' });
    expect(FIRST_NAME_NICKNAMES.frank).toBeUndefined();
    expect(FIRST_NAME_NICKNAMES.dana).toBeUndefined();
  });
});

describe(moveDatesClose.name, () => {
  it.each([
    ['2027-03-05', '2027-03-05', true],
    ['2027-03-05', '2027-03-08', true],
    ['2027-03-05', '2027-03-02', true],
    ['2027-03-05', '2027-03-09', false],
    ['2027-03-05', '2027-03-01', false],
    ['2027-02-27', '2027-03-02', true],
    ['2026-12-30', '2027-01-02', true],
  ])('should compare %p and %p as %p', (a, b, expected) => {
    expect(moveDatesClose(a, b)).toBe(expected);
  });

  it('should honour a custom window', () => {
    expect(moveDatesClose('2027-03-05', '2027-03-12', 7)).toBe(true);
    expect(moveDatesClose('2027-03-05', '2027-03-06', 0)).toBe(false);
  });

  it.each([
    [null, '2027-03-05'],
    ['2027-03-05', null],
    [null, null],
    ['2027-02-30', '2027-03-01'],
    ['03/05/2027', '2027-03-05'],
  ])('should never call %p and %p close', (a, b) => {
    expect(moveDatesClose(a, b)).toBe(false);
  });
});

describe(zipKey.name, () => {
  it.each([
    ['78701', '78701'],
    [' 78701-1234 ', '78701'],
    ['787011234', '78701'],
    ['02134', '02134'],
  ])('should key %p as %p', (raw, expected) => {
    expect(zipKey(raw)).toBe(expected);
  });

  it.each([null, '', '7870', '787012', 'Austin', '00000'])('should answer null for %p', (raw) => {
    expect(zipKey(raw)).toBeNull();
  });
});

describe(cityKey.name, () => {
  it('should fold case, accents, punctuation and spacing', () => {
    expect(cityKey('  San   José ', 'ca')).toBe('san jose|CA');
    expect(cityKey('St. Louis', 'MO')).toBe(cityKey('Saint Louis', 'Missouri'));
    expect(cityKey("Coeur d'Alene", 'ID')).toBe('coeur dalene|ID');
    expect(cityKey('Winston-Salem', 'NC')).toBe('winston salem|NC');
  });

  it.each([
    [null, 'TX'],
    ['Austin', null],
    ['', 'TX'],
    ['Austin', 'Tex'],
  ])('should answer null for %p, %p', (city, state) => {
    expect(cityKey(city, state)).toBeNull();
  });
});

describe(matchLeads.name, () => {
  const maria = { first: 'maria', last: 'gonzalez' };

  it.each([
    ['email', facts({ emailKey: 'maria@gmail.com' }), facts({ emailKey: 'maria@gmail.com' }), 0.95],
    ['phone', facts({ phoneKey: '+15128675309' }), facts({ phoneKey: '+15128675309' }), 0.9],
    [
      'name_move_date_zip',
      facts({ name: maria, moveDate: '2027-03-05', zipKey: '78701', cityKey: 'austin|TX' }),
      facts({ name: maria, moveDate: '2027-03-08', zipKey: '78701', cityKey: 'austin|TX' }),
      0.85,
    ],
    [
      'name_move_date_city',
      facts({ name: maria, moveDate: '2027-03-05', zipKey: '78701', cityKey: 'austin|TX' }),
      facts({ name: maria, moveDate: '2027-03-03', zipKey: null, cityKey: 'austin|TX' }),
      0.75,
    ],
  ])('should match on %p alone', (reason, a, b, score) => {
    expect(matchLeads(a, b)).toEqual({ reasons: [reason], score });
  });

  it('should not stand the city in for two different ZIPs of it (two addresses, likely namesakes)', () => {
    const a = facts({ name: maria, moveDate: '2027-03-05', zipKey: '78701', cityKey: 'austin|TX' });
    expect(matchLeads(a, facts({ name: maria, moveDate: '2027-03-03', zipKey: '78704', cityKey: 'austin|TX' }))).toBeNull();
  });

  it('should fold a misspelt big mail domain and give no match on a number of the 555 exchange', () => {
    expect(emailKey('Maria.G@gmial.com')).toBe('mariag@gmail.com');
    expect(emailKey('maria@yaho.com')).toBe('maria@yahoo.com');
    expect(phoneKey('(212) 555-1234')).toBeNull();
    expect(phoneKey('(999) 123-4567')).toBeNull();
  });

  it('should combine reasons as 1 − Π(1 − s)', () => {
    const a = facts({ phoneKey: '+15128675309', name: maria, moveDate: '2027-03-05', zipKey: '78701' });
    const b = facts({ phoneKey: '+15128675309', name: maria, moveDate: '2027-03-06', zipKey: '78701' });
    expect(matchLeads(a, b)).toEqual({ reasons: ['phone', 'name_move_date_zip'], score: 0.99 });
    const c = facts({ phoneKey: '+15128675309', name: maria, moveDate: '2027-03-05', cityKey: 'austin|TX' });
    const d = facts({ phoneKey: '+15128675309', name: maria, moveDate: '2027-03-05', cityKey: 'austin|TX' });
    expect(matchLeads(c, d)).toEqual({ reasons: ['phone', 'name_move_date_city'], score: 0.98 });
  });

  it('should cap the score below certainty', () => {
    const a = facts({
      emailKey: 'maria@gmail.com', phoneKey: '+15128675309', name: maria, moveDate: '2027-03-05', zipKey: '78701',
    });
    expect(matchLeads(a, { ...a })).toEqual({ reasons: ['email', 'phone', 'name_move_date_zip'], score: 0.99 });
  });

  it('should not match different people, far move dates or different places', () => {
    const base = facts({
      emailKey: 'a@gmail.com', phoneKey: '+15128675309', name: maria, moveDate: '2027-03-05', zipKey: '78701', cityKey: 'austin|TX',
    });
    const farDate = facts({ emailKey: 'b@gmail.com', phoneKey: '+15128675310', name: maria, moveDate: '2027-03-09', zipKey: '78701' });
    const otherName = facts({ name: { first: 'maria', last: 'lopez' }, moveDate: '2027-03-05', zipKey: '78701' });
    const otherPlace = facts({ name: maria, moveDate: '2027-03-05', zipKey: '75201', cityKey: 'dallas|TX' });
    expect(matchLeads(base, farDate)).toBeNull();
    expect(matchLeads(base, otherName)).toBeNull();
    expect(matchLeads(base, otherPlace)).toBeNull();
  });

  it('should never match on missing keys', () => {
    expect(matchLeads(facts(), facts())).toBeNull();
    expect(matchLeads(facts({ name: maria }), facts({ name: maria }))).toBeNull();
    const noPlace = facts({ name: maria, moveDate: '2027-03-05' });
    expect(matchLeads(noPlace, { ...noPlace })).toBeNull();
  });

  it('should not match two leads that both lack an email or carry placeholders', () => {
    const a = leadMatchFacts(lead({ email: null, phone: '000-000-0000', name: 'Maria Gonzalez' }));
    const b = leadMatchFacts(lead({ email: 'none@gmail.com', phone: '000-000-0000', name: 'Maria Gonzalez' }));
    expect(a.emailKey).toBeNull();
    expect(matchLeads(a, b)).toBeNull();
  });
});

describe('two households over one shared number or address', () => {
  const office = { phoneKey: '+14698126038', emailKey: null };
  const walker = facts({ ...office, name: { first: 'timothy', last: 'walker' }, zipKey: '77006', cityKey: 'houston|TX' });

  it('should not pair leads naming different people (first and last) from different places on a shared phone or email', () => {
    expect(matchLeads(walker, facts({ ...office, name: { first: 'robert', last: 'sanchez' }, zipKey: '02108', cityKey: 'boston|MA' }))).toBeNull();
    // ZIPs alone: different three-digit areas are different places.
    expect(matchLeads(facts({ ...walker, cityKey: null }), facts({ ...office, name: { first: 'robert', last: 'sanchez' }, zipKey: '02108', cityKey: null }))).toBeNull();
    expect(matchLeads(facts({ emailKey: 'no@no.com', name: { first: 'jose', last: 'sanchez' }, cityKey: 'portland|OR', zipKey: null }), facts({ emailKey: 'no@no.com', name: { first: 'michael', last: 'chen' }, cityKey: 'newark|NJ', zipKey: null }))).toBeNull();
  });

  it('should still pair a spouse, a renamed lead, another ZIP of the same area, or a lead that says nothing of its place', () => {
    expect(matchLeads(walker, facts({ ...office, name: { first: 'anna', last: 'walker' }, zipKey: '02108', cityKey: 'boston|MA' }))?.reasons).toEqual(['phone']);
    expect(matchLeads(walker, facts({ ...office, name: { first: 'robert', last: 'sanchez' }, zipKey: '77098', cityKey: null }))?.reasons).toEqual(['phone']);
    expect(matchLeads(walker, facts({ ...office, name: { first: 'robert', last: 'sanchez' }, zipKey: null, cityKey: null }))?.reasons).toEqual(['phone']);
    expect(matchLeads(walker, facts({ ...office, name: null, zipKey: '02108', cityKey: 'boston|MA' }))?.reasons).toEqual(['phone']);
  });
});

describe(chainLeads.name, () => {
  it('should link two leads through a third as both links holding, unless they are two households', () => {
    const dana = facts({ emailKey: 'dana@fastmail.example', phoneKey: null, name: { first: 'dana', last: 'whitfield' } });
    const sam = facts({ emailKey: 'sam@work.example', phoneKey: '+17204419083', name: { first: 'sam', last: 'whitfield' } });
    expect(chainLeads(dana, sam, 0.9, 0.95)).toEqual({ reasons: ['contact_chain'], score: 0.86 });
    expect(chainLeads(dana, sam, 0.99, 0.95)).toEqual({ reasons: ['contact_chain'], score: 0.94 });
    const stranger = facts({ ...sam, name: { first: 'robert', last: 'sanchez' }, cityKey: 'boston|MA' });
    expect(chainLeads(facts({ ...dana, cityKey: 'denver|CO' }), stranger, 0.9, 0.95)).toBeNull();
  });

  it('should pass a chain on only through pairs found by email or phone', () => {
    expect(isContactLink(['email'])).toBe(true);
    expect(isContactLink(['phone', 'name_move_date_zip'])).toBe(true);
    expect(isContactLink(['name_move_date_zip'])).toBe(false);
    expect(isContactLink(['name_move_date_city', 'contact_chain'])).toBe(false);
  });
});

describe(leadMatchFacts.name, () => {
  it('should compose every key and match nickname spellings of one family', () => {
    const a = leadMatchFacts({
      email: 'Bob.Smith+quotes@gmail.com', phone: '(512) 867-5309', name: 'Bob Smith', moveDate: '2027-03-05',
      originZip: '78701-1234', originCity: 'Austin', originState: 'TX',
    });
    expect(a).toEqual({
      emailKey: 'bobsmith@gmail.com', phoneKey: '+15128675309', name: { first: 'robert', last: 'smith' },
      moveDate: '2027-03-05', zipKey: '78701', cityKey: 'austin|TX',
    });
    const b = leadMatchFacts({
      email: 'rsmith@yahoo.com', phone: '512-555-0143', name: 'Smith, Robert', moveDate: '2027-03-07',
      originZip: '78701', originCity: 'austin', originState: 'Texas',
    });
    expect(matchLeads(a, b)).toEqual({ reasons: ['name_move_date_zip'], score: 0.85 });
  });

  it('should drop a move date that is not a real calendar date', () => {
    expect(leadMatchFacts(lead({ moveDate: '2027-13-01' })).moveDate).toBeNull();
    expect(leadMatchFacts(lead({ moveDate: ' 2027-03-05 ' })).moveDate).toBe('2027-03-05');
  });
});

describe(reasonWords.name, () => {
  it('should describe each reason in plain English', () => {
    expect(reasonWords('email')).toBe('same email');
    expect(reasonWords('phone')).toBe('same phone');
    expect(reasonWords('name_move_date_zip')).toBe('same name, move date within 3 days and origin ZIP');
    expect(reasonWords('name_move_date_city')).toBe('same name, move date within 3 days and origin city');
    expect(reasonWords('contact_chain')).toBe("same email or phone as a lead that shares this one's");
    expect(DUPLICATE_SCORES).toEqual({ email: 0.95, phone: 0.9, name_move_date_zip: 0.85, name_move_date_city: 0.75 });
  });
});

describe('storedMatchKeys', () => {
  it('should cut a key longer than its column instead of refusing the lead', () => {
    const keys = storedMatchKeys(leadMatchFacts({ email: null, phone: null, name: `Bo ${'Repeat'.repeat(30)}`, moveDate: null, originZip: null, originCity: null, originState: null }));
    expect(keys.nameKey).toHaveLength(160);
    expect(keys.nameKey?.startsWith('bo repeat')).toBe(true);
  });
});
