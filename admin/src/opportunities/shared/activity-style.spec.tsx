import { describe, expect, it } from 'vitest';
import { activityStyle } from './activity-style';

describe('activityStyle', () => {
  it('gives mail that came back its own colour: replies success, auto-replies info, bounces and spam complaints error, unsubscribes warning', () => {
    expect(activityStyle('sequence_reply_received').tone).toBe('success');
    expect(activityStyle('inbound_reply').tone).toBe('success');
    expect(activityStyle('inbound_auto_reply').tone).toBe('info');
    expect(activityStyle('inbound_bounce').tone).toBe('error');
    expect(activityStyle('inbound_unsubscribe').tone).toBe('warning');
    expect(activityStyle('inbound_complaint').tone).toBe('error');
    expect(activityStyle('inbound_complaint').icon).not.toEqual(activityStyle('inbound_bounce').icon);
  });

  it('falls back to the neutral clock for a kind it does not know', () => {
    expect(activityStyle('something_new').tone).toBe('grey');
    expect(activityStyle('values_fitted').tone).toBe('grey');
  });
});
