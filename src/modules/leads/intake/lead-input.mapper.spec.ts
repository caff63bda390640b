import { AppError } from 'src/common/errors/app-error';
import { companyDayStamp } from 'src/common/time/company-time';
import { addressPartsFit, generatedTrackingNumber, leadRecordFromInput } from './lead-input.mapper';

describe('generated tracking numbers', () => {
  // 03:30 UTC on 5 March 2027 is still 4 March in Chicago and already 5 March in Tokyo.
  const now = new Date('2027-03-05T03:30:00Z');

  it('should stamp the company day, not the UTC day', () => {
    expect(companyDayStamp(now, 'America/Chicago')).toBe('270304');
    expect(companyDayStamp(now, 'Asia/Tokyo')).toBe('270305');
    expect(companyDayStamp(now, 'UTC')).toBe('270305');
    expect(companyDayStamp(new Date('2026-12-31T23:59:59Z'), 'Pacific/Kiritimati')).toBe('270101');
  });

  it('should build MAN- and WEB- references with a random suffix', () => {
    const manual = generatedTrackingNumber('MAN', 'America/Chicago', now);
    expect(manual).toMatch(/^MAN-270304-[0-9A-F]{6}$/);
    expect(generatedTrackingNumber('WEB', 'America/New_York', now)).toMatch(/^WEB-270304-[0-9A-F]{6}$/);
    expect(generatedTrackingNumber('MAN', 'America/Chicago', now)).not.toBe(manual);
  });
});

describe(leadRecordFromInput.name, () => {
  it('should normalise the tracking number and keep the revenue', () => {
    expect(leadRecordFromInput({ tracking_number: '#q2g-1', estimated_revenue: 9_999_999_999.99 }, 'America/New_York')).toMatchObject({
      trackingNumber: 'Q2G-1',
      estimatedRevenue: 9_999_999_999.99,
    });
  });
});

describe(addressPartsFit.name, () => {
  it('should accept addresses whose parts fit their columns and refuse the others', () => {
    expect(addressPartsFit({ full: '1 Main St, Austin, TX 78701', street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' })).toBe(true);
    expect(addressPartsFit({ full: 'x', street: null, city: null, state: null, zip: null })).toBe(true);
    expect(addressPartsFit({ full: 'x', street: 's'.repeat(201), city: 'Austin', state: 'TX', zip: null })).toBe(false);
    expect(addressPartsFit({ full: 'x', street: null, city: 'c'.repeat(121), state: null, zip: null })).toBe(false);
  });

  it('should turn an address that cannot be stored into a field error', () => {
    let thrown: unknown;
    try {
      leadRecordFromInput({ tracking_number: 'Q2G-1', origin_address: 'x'.repeat(500) }, 'America/New_York');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).fieldErrors).toEqual({
      origin_address: 'origin_address cannot be read as an address: its street must be at most 200 characters and its city at most 120',
    });
  });
});
