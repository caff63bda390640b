import { describe, expect, it } from 'vitest';
import {
  checkNewOpportunity,
  CONTACT_REQUIRED,
  createdPath,
  EMPTY_NEW_OPPORTUNITY,
  splitServerErrors,
  toNewOpportunityInput,
} from './new-opportunity-form';

describe('new opportunity form rules', () => {
  it('needs a name, an email or a phone', () => {
    expect(checkNewOpportunity(EMPTY_NEW_OPPORTUNITY).formError).toBe(CONTACT_REQUIRED);
    expect(checkNewOpportunity({ ...EMPTY_NEW_OPPORTUNITY, customer_name: '   ' }).formError).toBe(CONTACT_REQUIRED);
    for (const field of ['customer_name', 'customer_email', 'customer_phone'] as const) {
      const value = field === 'customer_email' ? 'a@b.example' : 'x5551234';
      expect(checkNewOpportunity({ ...EMPTY_NEW_OPPORTUNITY, [field]: value }).formError).toBeNull();
    }
  });

  it('checks the email shape and a non-negative revenue', () => {
    const check = checkNewOpportunity({ ...EMPTY_NEW_OPPORTUNITY, customer_email: 'nope', estimated_revenue: '-5' });
    expect(check.fieldErrors).toEqual({
      customer_email: 'Enter a valid email address',
      estimated_revenue: 'Enter an amount of 0 or more',
    });
    expect(checkNewOpportunity({ ...EMPTY_NEW_OPPORTUNITY, customer_name: 'A', estimated_revenue: '0' }).fieldErrors).toEqual({});
  });

  it('sends trimmed, non-empty values only, revenue as a number', () => {
    expect(
      toNewOpportunityInput({
        ...EMPTY_NEW_OPPORTUNITY,
        lead_source: 'manual',
        customer_name: '  Ana Ruiz ',
        customer_phone: ' ',
        estimated_revenue: '1250.50',
        tracking_number: '',
      }),
    ).toEqual({ lead_source: 'manual', customer_name: 'Ana Ruiz', estimated_revenue: 1250.5 });
  });

  it('splits server errors into known fields and the rest', () => {
    expect(splitServerErrors({ customer_email: 'bad email', lead_source: 'bad source' })).toEqual({
      fields: { customer_email: 'bad email' },
      other: ['bad source'],
    });
    expect(splitServerErrors(null)).toEqual({ fields: {}, other: [] });
  });

  it('goes to the created record, or the list without a tracking number', () => {
    expect(createdPath('MAN-20270105-AB12')).toBe('/opportunities/MAN-20270105-AB12');
    expect(createdPath('A/B')).toBe('/opportunities/A%2FB');
    expect(createdPath(undefined)).toBe('/opportunities');
  });
});
