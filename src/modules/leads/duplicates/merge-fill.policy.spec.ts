import { OpportunityEntity } from '../opportunities/entities/opportunity.entity';
import { fillBlanks, unfill } from './merge-fill.policy';

const lead = (fields: Partial<OpportunityEntity>): OpportunityEntity =>
  Object.assign(new OpportunityEntity(), {
    customerName: null, customerEmail: null, customerPhone: null, moveDate: null, originAddress: null, originStreet: null, originCity: null,
    originState: null, originZip: null, destinationAddress: null, destinationStreet: null, destinationCity: null, destinationState: null,
    destinationZip: null, moveSize: null, estimatedRevenue: null, staffEditedFields: [],
    ...fields,
  });

describe('filling a primary lead from the lead merged into it', () => {
  it('should fill only blanks, never a value the primary has, and bring an address with its parts', () => {
    const primary = lead({ customerName: 'Rob Smith', customerEmail: 'rob@home.example' });
    const merged = lead({
      customerName: 'Bob Smith', customerEmail: 'bob@work.example', customerPhone: '+15128675309', moveDate: '2027-06-01',
      originAddress: '12 Oak St, Austin, TX 78701', originStreet: '12 Oak St', originCity: 'Austin', originState: 'TX', originZip: '78701', estimatedRevenue: 4250,
    });

    expect(fillBlanks(primary, merged)).toEqual({
      customerPhone: '+15128675309', moveDate: '2027-06-01', originAddress: '12 Oak St, Austin, TX 78701', originStreet: '12 Oak St', originCity: 'Austin',
      originState: 'TX', originZip: '78701', estimatedRevenue: 4250,
    });
    expect(primary).toMatchObject({ customerName: 'Rob Smith', customerEmail: 'rob@home.example', customerPhone: '+15128675309', originCity: 'Austin' });
  });

  it('should never fill a field staff edited on the primary, even one they emptied', () => {
    const primary = lead({ staffEditedFields: ['customerPhone', 'moveDate'] });
    const merged = lead({ customerPhone: '+15128675309', moveDate: '2027-06-01', moveSize: '2 Bedroom' });

    expect(fillBlanks(primary, merged)).toEqual({ moveSize: '2 Bedroom' });
    expect(primary.customerPhone).toBeNull();
  });

  it('should empty on undo what the merge filled and is unchanged, and keep what changed since', () => {
    const primary = lead({});
    const filled = fillBlanks(primary, lead({ customerPhone: '+15128675309', moveSize: '2 Bedroom', moveDate: '2027-06-01' }));
    primary.moveSize = '3 Bedroom';

    expect(unfill(primary, filled).sort()).toEqual(['customerPhone', 'moveDate']);
    expect(primary).toMatchObject({ customerPhone: null, moveDate: null, moveSize: '3 Bedroom' });
  });
});
