import { OpportunityEntity } from './entities/opportunity.entity';
import { mergeLeadRecord, refreshEnrichment, splitName } from './opportunity-merge.policy';
import type { LeadRecord } from '../intake/parsing/lead-record';

const record = (overrides: Partial<LeadRecord> = {}): LeadRecord => ({
  trackingNumber: 'Q2G-1',
  customerName: 'Maria Gonzalez',
  customerEmail: 'maria@example.com',
  customerPhone: '+15125550143',
  moveDate: '2027-03-05',
  origin: { full: '120 Congress Ave, Austin, TX 78701', street: '120 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
  destination: null,
  moveSize: '2 Bedroom',
  estimatedRevenue: 4250,
  ...overrides,
});

const emptyRow = (): OpportunityEntity =>
  Object.assign(new OpportunityEntity(), {
    customerName: null, customerEmail: null, customerPhone: null, moveDate: null, originAddress: null, destinationAddress: null,
    moveSize: null, estimatedRevenue: null, staffEditedFields: [], enriched: false, enrichedAt: null, isNoreply: false,
  });

describe(mergeLeadRecord.name, () => {
  it('should fill every blank and split the origin address into its parts', () => {
    const sut = emptyRow();
    const changed = mergeLeadRecord(sut, record());
    expect(changed.sort()).toEqual(['customerEmail', 'customerName', 'customerPhone', 'estimatedRevenue', 'moveDate', 'moveSize', 'originAddress']);
    expect(sut).toMatchObject({ originCity: 'Austin', originState: 'TX', originZip: '78701', originStreet: '120 Congress Ave' });
  });

  it('should update provider values but never a field staff edited', () => {
    const sut = Object.assign(emptyRow(), { customerName: 'Maria G.', moveDate: '2027-01-01', staffEditedFields: ['customerName'] });
    const changed = mergeLeadRecord(sut, record());
    expect(sut.customerName).toBe('Maria G.');
    expect(sut.moveDate).toBe('2027-03-05');
    expect(changed).not.toContain('customerName');
  });

  it('should keep known values when the new copy lacks them', () => {
    const sut = Object.assign(emptyRow(), { customerPhone: '+15125550000' });
    mergeLeadRecord(sut, record({ customerPhone: null }));
    expect(sut.customerPhone).toBe('+15125550000');
  });

  it('should flag no-reply customer addresses', () => {
    const sut = emptyRow();
    mergeLeadRecord(sut, record({ customerEmail: 'noreply@partner.example' }));
    expect(sut.isNoreply).toBe(true);
  });
});

describe(refreshEnrichment.name, () => {
  it('should mark enriched only with both phone and move date, stamping the first time', () => {
    const sut = Object.assign(emptyRow(), { customerPhone: '+15125550143' });
    refreshEnrichment(sut, new Date('2026-11-22T10:00:00Z'));
    expect(sut.enriched).toBe(false);
    sut.moveDate = '2027-03-05';
    refreshEnrichment(sut, new Date('2026-11-22T11:00:00Z'));
    expect(sut).toMatchObject({ enriched: true, enrichedAt: new Date('2026-11-22T11:00:00Z') });
    refreshEnrichment(sut, new Date('2026-11-23T11:00:00Z'));
    expect(sut.enrichedAt).toEqual(new Date('2026-11-22T11:00:00Z'));
  });
});

describe(splitName.name, () => {
  it.each([
    ['Maria Gonzalez', { firstName: 'Maria', lastName: 'Gonzalez' }],
    ['  Ana  de la  Cruz ', { firstName: 'Ana', lastName: 'de la Cruz' }],
    ['Cher', { firstName: 'Cher', lastName: null }],
    [null, { firstName: null, lastName: null }],
  ])('should split %p at the first space', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});
