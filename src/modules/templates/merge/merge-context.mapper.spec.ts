import { buildMergeContext, camelCaseKeys, DATE_VARIABLES, dateVariables, toCamelCase } from './merge-context.mapper';

describe('merge context', () => {
  it.each([
    ['first_name', 'firstName'],
    ['last_name', 'lastName'],
    ['customer_name', 'customerName'],
    ['tracking_number', 'trackingNumber'],
    ['estimated_revenue', 'estimatedRevenue'],
    ['move_date', 'moveDate'],
    ['origin_address', 'originAddress'],
    ['destination_address', 'destinationAddress'],
    ['email', 'email'],
    ['firstName', 'firstName'],
    ['ORIGIN_ADDRESS', 'originAddress'],
    ['Move Date', 'moveDate'],
    ['move-date', 'moveDate'],
    ['address_line_1', 'addressLine1'],
    ['_private__field_', 'privateField'],
    ['HubSpotId', 'hubSpotId'],
  ])('maps %s to %s', (source, expected) => {
    expect(toCamelCase(source)).toBe(expected);
  });

  it('maps keys of nested objects and arrays, keeping dates and other values as they are', () => {
    const when = new Date('2026-01-01T00:00:00Z');
    expect(camelCaseKeys({ first_name: 'Ann', sales_rep: { full_name: 'Bo' }, past_moves: [{ move_date: when }], lead_score: 7, is_vip: false }))
      .toEqual({ firstName: 'Ann', salesRep: { fullName: 'Bo' }, pastMoves: [{ moveDate: when }], leadScore: 7, isVip: false });
  });

  it('lets a key already in camelCase win over one that maps to the same name', () => {
    expect(camelCaseKeys({ firstName: 'Camel', first_name: 'snake' })).toEqual({ firstName: 'Camel' });
    expect(camelCaseKeys({ first_name: 'snake', firstName: 'Camel' })).toEqual({ firstName: 'Camel' });
  });

  it('adds the current date and time in the company timezone', () => {
    const now = new Date('2026-07-04T03:30:00Z');
    expect(dateVariables(now, 'America/New_York')).toEqual({
      currentDate: '7/3/2026',
      currentDateLong: 'July 3, 2026',
      currentTime: '11:30 PM',
      currentDayOfWeek: 'Friday',
      currentMonth: 'July',
      currentYear: '2026',
    });
    expect(dateVariables(now, 'Europe/London').currentDate).toBe('7/4/2026');
    expect(Object.keys(dateVariables(now, 'UTC'))).toEqual(DATE_VARIABLES.map((variable) => variable.key));
  });

  it('builds the context from source fields plus the date variables, which cannot be overridden', () => {
    const context = buildMergeContext({ first_name: 'Ann', current_date: 'spoofed' }, new Date('2026-11-23T12:00:00Z'), 'UTC');
    expect(context.firstName).toBe('Ann');
    expect(context.currentDate).toBe('11/23/2026');
    expect(context.currentYear).toBe('2026');
  });
});
