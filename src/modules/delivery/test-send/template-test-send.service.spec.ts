import { contextSource } from './template-test-send.service';

describe(contextSource.name, () => {
  it('should map the editor context to camelCase merge values, printing amount and date like contact data', () => {
    expect(
      contextSource({ customer_name: 'Jane Doe', tracking_number: 'TRK-1', estimated_revenue: '2450.5', move_date: '2026-12-05', origin_address: 'A', destination_address: 'B' }),
    ).toEqual({ customerName: 'Jane Doe', trackingNumber: 'TRK-1', estimatedRevenue: '$2,450.50', moveDate: '12/5/2026', originAddress: 'A', destinationAddress: 'B' });
  });

  it('should keep values that are not a plain amount or an ISO date as given', () => {
    expect(contextSource({ estimated_revenue: 'about 3k', move_date: 'next Friday' })).toEqual({ estimatedRevenue: 'about 3k', moveDate: 'next Friday' });
    expect(contextSource({})).toEqual({});
  });
});
