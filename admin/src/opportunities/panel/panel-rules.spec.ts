import { describe, expect, it } from 'vitest';
import { changedFields } from '../shared/opportunity-rules';
import { applyEdit, hubspotDealLink, isNewerCopy, toEditForm } from './panel-rules';
import { makeItem } from './test-opportunity';

describe('hubspotDealLink', () => {
  const url = 'https://app.hubspot.com/contacts/1/deal/99';
  it('links only when synced and the deal id exists', () => {
    expect(hubspotDealLink(makeItem({ synced: true }, { hubspot_deal_id: '99', hubspot_deal_url: url }))).toBe(url);
    expect(hubspotDealLink(makeItem({ synced: false }, { hubspot_deal_id: '99', hubspot_deal_url: url }))).toBeNull();
    expect(hubspotDealLink(makeItem({ synced: true }, { hubspot_deal_id: null, hubspot_deal_url: url }))).toBeNull();
    expect(hubspotDealLink(makeItem({ synced: true }, { hubspot_deal_id: '99', hubspot_deal_url: null }))).toBeNull();
  });
});

describe('edit form', () => {
  it('initialises from the current values (phone formatted, date as YYYY-MM-DD)', () => {
    expect(toEditForm(makeItem())).toEqual({
      customer: 'Jordan Lee',
      email: 'jordan@example.com',
      phone: '(555) 123-4567',
      move_date: '2027-03-05',
      origin_address: '1 Main St, Austin, TX 78701',
      destination_address: '',
    });
    expect(toEditForm(makeItem({ move_date: null })).move_date).toBe('');
  });

  it('sends only changed fields of the panel form, trimmed, with "" to clear', () => {
    const initial = toEditForm(makeItem());
    expect(changedFields(initial, { ...initial })).toEqual({});
    expect(changedFields(initial, { ...initial, customer: ' Jordan Lee ' })).toEqual({});
    expect(changedFields(initial, { ...initial, customer: 'Jordan Q. Lee ', origin_address: '', destination_address: '9 Elm' })).toEqual({
      customer: 'Jordan Q. Lee',
      origin_address: '',
      destination_address: '9 Elm',
    });
  });

  it('applies a saved edit to the local copy', () => {
    const next = applyEdit(makeItem(), { customer: 'New Name', origin_address: '', move_date: '2027-04-01' });
    expect(next.customer).toBe('New Name');
    expect(next.move_date).toBe('2027-04-01');
    expect(next.raw.origin_address).toBeNull();
    expect(next.email).toBe('jordan@example.com');
  });
});

describe('isNewerCopy', () => {
  it('adopts only copies updated later than the one shown', () => {
    const shown = makeItem({ last_updated: '2027-02-01T10:00:00.000Z' });
    expect(isNewerCopy(makeItem({ last_updated: '2027-02-01T10:00:05.000Z' }), shown)).toBe(true);
    expect(isNewerCopy(makeItem({ last_updated: '2027-02-01T10:00:00.000Z' }), shown)).toBe(false);
    expect(isNewerCopy(makeItem({ last_updated: '2027-01-31T10:00:00.000Z' }), shown)).toBe(false);
  });
});
