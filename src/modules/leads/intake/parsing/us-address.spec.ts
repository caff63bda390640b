import type { LeadAddress } from './lead-record';
import { parseUsAddress, toSingleLineAddress } from './us-address';
import { US_STATE_CODES, US_STATES } from './us-states';

const address = (overrides: Partial<LeadAddress>): LeadAddress => ({
  full: '',
  street: null,
  city: null,
  state: null,
  zip: null,
  ...overrides,
});

describe(parseUsAddress.name, () => {
  it('should split street, unit, city, state and ZIP', () => {
    expect(parseUsAddress('123 Main St, Apt 4, Springfield, IL 62704')).toEqual(
      address({ full: '123 Main St, Apt 4, Springfield, IL 62704', street: '123 Main St, Apt 4', city: 'Springfield', state: 'IL', zip: '62704' }),
    );
  });

  it('should map a full state name to its code', () => {
    expect(parseUsAddress('Austin, Texas 78701')).toEqual(
      address({ full: 'Austin, Texas 78701', city: 'Austin', state: 'TX', zip: '78701' }),
    );
  });

  it('should match state names case-insensitively and prefer the longest name', () => {
    expect(parseUsAddress('100 Capitol St, Charleston, west virginia 25301')).toMatchObject({ city: 'Charleston', state: 'WV' });
    expect(parseUsAddress('Richmond, VIRGINIA')).toMatchObject({ city: 'Richmond', state: 'VA' });
    expect(parseUsAddress('Santa Fe, New  Mexico 87501')).toMatchObject({ city: 'Santa Fe', state: 'NM', zip: '87501' });
    expect(parseUsAddress('Washington, District of Columbia 20001')).toMatchObject({ city: 'Washington', state: 'DC' });
    expect(parseUsAddress('San Juan, Puerto Rico 00901')).toMatchObject({ city: 'San Juan', state: 'PR', zip: '00901' });
  });

  it('should parse a city and state without street or ZIP', () => {
    expect(parseUsAddress('Denver, CO')).toEqual(address({ full: 'Denver, CO', city: 'Denver', state: 'CO' }));
  });

  it('should keep ZIP+4', () => {
    expect(parseUsAddress('77 Maple Ave, Montclair, NJ 07042-3311')).toEqual(
      address({ full: '77 Maple Ave, Montclair, NJ 07042-3311', street: '77 Maple Ave', city: 'Montclair', state: 'NJ', zip: '07042-3311' }),
    );
  });

  it('should accept a state code without a comma before it', () => {
    expect(parseUsAddress('500 Market St, San Francisco CA 94105')).toMatchObject({ street: '500 Market St', city: 'San Francisco', state: 'CA', zip: '94105' });
  });

  it('should accept a lower-case state code after a comma', () => {
    expect(parseUsAddress('Tulsa, ok 74103')).toMatchObject({ city: 'Tulsa', state: 'OK', zip: '74103' });
  });

  it('should not mistake a street suffix for a state code', () => {
    expect(parseUsAddress('12 Oak Ct')).toEqual(address({ full: '12 Oak Ct', street: '12 Oak Ct' }));
  });

  it('should drop a trailing country', () => {
    expect(parseUsAddress('401 Church St, Nashville, TN 37219, USA')).toMatchObject({ street: '401 Church St', city: 'Nashville', state: 'TN', zip: '37219' });
    expect(parseUsAddress('Boise, ID 83702 United States')).toMatchObject({ city: 'Boise', state: 'ID', zip: '83702' });
  });

  it('should collapse a multi-line address into one line', () => {
    expect(parseUsAddress('  880 Peachtree St NE\n  Suite 200 \r\n\nAtlanta, GA   30309 ')).toEqual(
      address({ full: '880 Peachtree St NE, Suite 200, Atlanta, GA 30309', street: '880 Peachtree St NE, Suite 200', city: 'Atlanta', state: 'GA', zip: '30309' }),
    );
  });

  it('should return only the ZIP for a ZIP code', () => {
    expect(parseUsAddress('60614')).toEqual(address({ full: '60614', zip: '60614' }));
  });

  it('should return only the street when there is no city or state', () => {
    expect(parseUsAddress('123 Main St, Apt 4')).toEqual(address({ full: '123 Main St, Apt 4', street: '123 Main St, Apt 4' }));
  });

  it('should take a lone name as the city', () => {
    expect(parseUsAddress('Scottsdale')).toEqual(address({ full: 'Scottsdale', city: 'Scottsdale' }));
  });

  it('should keep unknown two-letter codes in the city', () => {
    expect(parseUsAddress('Springfield, ZZ')).toEqual(address({ full: 'Springfield, ZZ', street: 'Springfield', city: 'ZZ' }));
  });

  it('should return all nulls and an empty full for blank input', () => {
    expect(parseUsAddress('  \n ')).toEqual(address({ full: '' }));
  });
});

describe(toSingleLineAddress.name, () => {
  it('should join lines with commas and collapse spaces and duplicate commas', () => {
    expect(toSingleLineAddress('1 A St,\n\n  Boston ,, MA  02116 ')).toBe('1 A St, Boston, MA 02116');
  });
});

describe('US_STATES', () => {
  it('should cover the 50 states, DC and Puerto Rico', () => {
    expect(Object.keys(US_STATES)).toHaveLength(52);
    expect(US_STATE_CODES.size).toBe(52);
  });
});
