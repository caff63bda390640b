import { deliverySearch } from './deliveries-search.policy';

describe('delivery search', () => {
  it('reads nothing typed as no search', () => {
    expect(deliverySearch(undefined)).toEqual({ kind: 'none' });
    expect(deliverySearch('   ')).toEqual({ kind: 'none' });
  });

  it('looks a whole address up as itself, lower-cased', () => {
    expect(deliverySearch(' Pat.Lee@Example.COM ')).toEqual({ kind: 'address', value: 'pat.lee@example.com' });
  });

  it('searches anything else as a fragment with wildcards taken literally', () => {
    expect(deliverySearch('Lee')).toEqual({ kind: 'fragment', pattern: '%lee%' });
    expect(deliverySearch('50%_off\\')).toEqual({ kind: 'fragment', pattern: '%50\\%\\_off\\\\%' });
    expect(deliverySearch('pat@example')).toEqual({ kind: 'fragment', pattern: '%pat@example%' });
  });
});
