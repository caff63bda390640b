import { describe, expect, it } from 'vitest';
import { ApiError } from '../../providers/api-error';
import {
  callTrackerApplies,
  changedFields,
  customerDraftOf,
  detailSyncLabel,
  formatRevenue,
  isNotFound,
  leadSourceLabel,
  moveDraftOf,
  saveErrorMessage,
  statusOptions,
  toDateInputValue,
} from './detail-rules';
import { makeDetail } from './detail-test-data';

describe('detail rules', () => {
  it('sends only the fields that changed, trimmed, with empty strings clearing', () => {
    const original = customerDraftOf(makeDetail());
    expect(changedFields(original, { ...original })).toEqual({});
    expect(changedFields(original, { ...original, customer: '  Jordan Blake  ' })).toEqual({});
    expect(changedFields(original, { ...original, customer: ' Jo Blake ', email: '' })).toEqual({ customer: 'Jo Blake', email: '' });
    const move = moveDraftOf(makeDetail());
    expect(changedFields(move, { ...move, move_date: '2027-04-01' })).toEqual({ move_date: '2027-04-01' });
  });

  it('starts the drafts from the record, missing values as empty strings', () => {
    expect(customerDraftOf(makeDetail({ customer_name: null, status: 'Pending' }))).toEqual({
      customer: '',
      email: 'jordan@example.com',
      phone: '+15125550143',
      status: 'pending',
    });
    expect(moveDraftOf(makeDetail({ move_date: null, origin_address: null }))).toEqual({
      move_date: '',
      origin_address: '',
      destination_address: '9 Pine Ave, Denver, CO 80202',
    });
  });

  it('turns stored dates into date-input values', () => {
    expect(toDateInputValue('2027-03-05')).toBe('2027-03-05');
    expect(toDateInputValue('2027-03-05T00:00:00.000Z')).toBe('2027-03-05');
    expect(toDateInputValue(String(new Date(2027, 2, 5, 12).getTime()))).toBe('2027-03-05');
    expect(toDateInputValue(null)).toBe('');
    expect(toDateInputValue('soon')).toBe('');
  });

  it('offers new, pending, confirmed, completed, plus an unlisted current status', () => {
    expect(statusOptions('pending')).toEqual(['new', 'pending', 'confirmed', 'completed']);
    expect(statusOptions('Booked')).toEqual(['new', 'pending', 'confirmed', 'completed', 'booked']);
    expect(statusOptions(null)).toEqual(['new', 'pending', 'confirmed', 'completed']);
  });

  it('applies the call tracker to call, web and manual leads, or with phone + owner + assignee', () => {
    expect(callTrackerApplies({ lead_source: 'inbound_call', customer_phone: null })).toBe(true);
    expect(callTrackerApplies({ lead_source: 'web_form', customer_phone: null })).toBe(true);
    expect(callTrackerApplies({ lead_source: 'manual', customer_phone: null })).toBe(true);
    expect(callTrackerApplies({ lead_source: 'email', customer_phone: '+15125550143', owner: 'A', assignee: null })).toBe(false);
    expect(callTrackerApplies({ lead_source: 'email', customer_phone: '+15125550143', owner: 'A', assignee: 'B' })).toBe(true);
  });

  it('formats revenue as US dollars and names lead sources', () => {
    expect(formatRevenue(4500)).toBe('$4,500.00');
    expect(formatRevenue(0)).toBe('$0.00');
    expect(formatRevenue(null)).toBe('Not provided');
    expect(leadSourceLabel('inbound_call')).toBe('Inbound call');
    expect(leadSourceLabel('web_form')).toBe('Web form');
    expect(leadSourceLabel('partner_feed')).toBe('partner_feed');
  });

  it('maps save failures to the side-panel messages', () => {
    expect(saveErrorMessage(new ApiError({ message: 'status cannot be empty', status: 400 }))).toBe('status cannot be empty');
    expect(saveErrorMessage(new ApiError({ message: 'Failed to fetch', status: 0 }))).toBe('Network error while saving');
    expect(saveErrorMessage(new Error(''))).toBe('Failed to save changes');
    expect(saveErrorMessage('nope')).toBe('Failed to save changes');
  });

  it('reads the sync label without a synced flag from the deal id, and spots a 404', () => {
    expect(detailSyncLabel({ hubspot_sync_status: null, hubspot_deal_id: '1' })).toBe('Synced');
    expect(detailSyncLabel({ hubspot_sync_status: null, hubspot_deal_id: null })).toBe('Pending');
    expect(detailSyncLabel({ hubspot_sync_status: 'queued', hubspot_deal_id: '1' })).toBe('Syncing');
    expect(isNotFound(new ApiError({ message: 'x', status: 404 }))).toBe(true);
    expect(isNotFound(new ApiError({ message: 'x', status: 500 }))).toBe(false);
  });
});
