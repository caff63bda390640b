import { contactSource, usDate, usDollars } from './merge-source.mapper';
import type { ContactMergeRow } from './merge-source.repository';

const row = (overrides: Partial<ContactMergeRow> = {}): ContactMergeRow => ({
  contact_id: 'c1',
  first_name: 'Jordan',
  last_name: 'Reyes',
  email: 'jordan@example.com',
  phone: '+15125550177',
  customer_name: null,
  customer_email: null,
  customer_phone: null,
  tracking_number: 'Q-1',
  move_date: '2027-03-04',
  origin_address: 'A',
  destination_address: 'B',
  move_size: null,
  estimated_revenue: '3150.5',
  status: 'new',
  ...overrides,
});

describe('merge source of a contact', () => {
  it('formats dates and amounts the way templates print them', () => {
    expect(usDate('2027-03-04')).toBe('3/4/2027');
    expect(usDate(null)).toBe('');
    expect(usDollars('3150.5')).toBe('$3,150.50');
    expect(usDollars(null)).toBe('');
    expect(usDollars('abc')).toBe('');
  });

  it('maps a contact with its latest opportunity, blanks as empty strings', () => {
    expect(contactSource(row())).toEqual({
      firstName: 'Jordan',
      lastName: 'Reyes',
      fullName: 'Jordan Reyes',
      customerName: 'Jordan Reyes',
      email: 'jordan@example.com',
      phone: '+15125550177',
      trackingNumber: 'Q-1',
      moveDate: '3/4/2027',
      originAddress: 'A',
      destinationAddress: 'B',
      moveSize: '',
      estimatedRevenue: '$3,150.50',
      status: 'new',
    });
  });

  it('falls back to the opportunity customer when the contact has no name, email or phone', () => {
    const source = contactSource(row({ first_name: null, last_name: null, email: null, phone: null, customer_name: 'Pat Doe', customer_email: 'pat@example.com', customer_phone: '+1512' }));
    expect(source).toMatchObject({ firstName: '', fullName: 'Pat Doe', customerName: 'Pat Doe', email: 'pat@example.com', phone: '+1512' });
  });
});
