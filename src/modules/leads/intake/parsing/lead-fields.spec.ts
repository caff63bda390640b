import { extractLabelledFields } from './label-fields';
import { buildLeadRecord, NO_TRACKING_NUMBER_ERROR, normalizeTrackingNumber, NOT_A_LEAD_ERROR } from './lead-fields';

describe(normalizeTrackingNumber.name, () => {
  it.each([
    ['Q2G-104233', 'Q2G-104233'],
    ['  q2g-104233 ', 'Q2G-104233'],
    ['#104233', '104233'],
    ['#Q2G-104587#', 'Q2G-104587'],
    ['WEB-2291 (website)', 'WEB-2291'],
    ['104233.', '104233'],
  ])('should normalize %p to %p', (raw, expected) => {
    expect(normalizeTrackingNumber(raw)).toBe(expected);
  });

  it.each(['', '#', 'N/A', 'pending', '—', '<script>'])('should return null for %p', (raw) => {
    expect(normalizeTrackingNumber(raw)).toBeNull();
  });
});

describe(buildLeadRecord.name, () => {
  it('should build a record with normalized values', () => {
    const fields = extractLabelledFields('Tracking #: q2g-7\nName: Jo Roe\nEmail: JO@EXAMPLE.COM\nPhone: 555 123 4567\nMove Date: 2027-03-05T02:00:00Z');

    expect(buildLeadRecord(fields, 'America/New_York')).toEqual({
      trackingNumber: 'Q2G-7',
      customerName: 'Jo Roe',
      customerEmail: 'jo@example.com',
      customerPhone: '+15551234567',
      moveDate: '2027-03-04',
      origin: null,
      destination: null,
      moveSize: null,
      estimatedRevenue: null,
    });
  });

  it('should join first and last name when there is no full name', () => {
    const fields = extractLabelledFields('Lead #: 9\nFirst Name: Jo\nLast Name: Roe');

    expect(buildLeadRecord(fields, 'UTC')).toMatchObject({ customerName: 'Jo Roe' });
  });

  it('should null invalid customer emails but keep no-reply ones (the opportunity is flagged instead)', () => {
    expect(buildLeadRecord(extractLabelledFields('Lead #: 9\nEmail: not-an-email'), 'UTC')).toMatchObject({ customerEmail: null });
    expect(buildLeadRecord(extractLabelledFields('Lead #: 9\nEmail: noreply@q2g.example'), 'UTC')).toMatchObject({ customerEmail: 'noreply@q2g.example' });
  });

  it('should use the fallback tracking number when no label carries one', () => {
    expect(buildLeadRecord(extractLabelledFields('Name: Jo'), 'UTC', 'Q2G-5')).toMatchObject({ trackingNumber: 'Q2G-5', customerName: 'Jo' });
  });

  it('should report a missing tracking number when the tracking label is empty', () => {
    expect(buildLeadRecord(extractLabelledFields('Tracking #:\nName: Jo'), 'UTC')).toEqual({ error: NO_TRACKING_NUMBER_ERROR });
  });

  it('should report a missing tracking number when there are two customer fields', () => {
    expect(buildLeadRecord(extractLabelledFields('Name: Jo\nPhone: 512-555-0143'), 'UTC')).toEqual({ error: NO_TRACKING_NUMBER_ERROR });
  });

  it('should report a non-lead for a single stray field', () => {
    expect(buildLeadRecord(extractLabelledFields('Questions? Phone: 1-800-555-0100'), 'UTC')).toEqual({ error: NOT_A_LEAD_ERROR });
  });
});
