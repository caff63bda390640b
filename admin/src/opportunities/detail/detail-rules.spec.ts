import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import {
  customerDraftOf,
  detailSyncLabel,
  formatRevenue,
  isNotFound,
  leadSourceLabel,
  moveDraftOf,
  statusOptions,
} from './detail-rules';
import { makeDetail } from './detail-test-data';

describe('detail rules', () => {
  it('starts the drafts from the record, missing values as empty strings', () => {
    expect(customerDraftOf(makeDetail({ customer_name: null, status: 'Pending' }))).toEqual({
      customer: '',
      email: 'jordan@example.com',
      phone: '(512) 555-0143',
      status: 'pending',
    });
    expect(customerDraftOf(makeDetail({ customer_phone: null })).phone).toBe('');
    expect(customerDraftOf(makeDetail({ customer_phone: '+442071838750' })).phone).toBe('+442071838750');
    expect(moveDraftOf(makeDetail({ move_date: null, origin_address: null }))).toEqual({
      move_date: '',
      origin_address: '',
      destination_address: '9 Pine Ave, Denver, CO 80202',
    });
  });

  it('offers new, pending, confirmed, completed, plus an unlisted current status', () => {
    expect(statusOptions('pending')).toEqual(['new', 'pending', 'confirmed', 'completed']);
    expect(statusOptions('Booked')).toEqual(['new', 'pending', 'confirmed', 'completed', 'booked']);
    expect(statusOptions(null)).toEqual(['new', 'pending', 'confirmed', 'completed']);
  });

  it('formats revenue as US dollars and names lead sources', () => {
    expect(formatRevenue(4500)).toBe('$4,500.00');
    expect(formatRevenue(0)).toBe('$0.00');
    expect(formatRevenue(null)).toBe('Not provided');
    expect(leadSourceLabel('inbound_call')).toBe('Inbound call');
    expect(leadSourceLabel('web_form')).toBe('Web form');
    expect(leadSourceLabel('partner_feed')).toBe('partner_feed');
  });

  it('reads the sync label without a synced flag from the deal id, and spots a 404', () => {
    expect(detailSyncLabel({ hubspot_sync_status: null, hubspot_deal_id: '1' })).toBe('Synced');
    expect(detailSyncLabel({ hubspot_sync_status: null, hubspot_deal_id: null })).toBe('Pending');
    expect(detailSyncLabel({ hubspot_sync_status: 'queued', hubspot_deal_id: '1' })).toBe('Syncing');
    expect(isNotFound(new ApiError({ message: 'x', status: 404 }))).toBe(true);
    expect(isNotFound(new ApiError({ message: 'x', status: 500 }))).toBe(false);
  });
});
