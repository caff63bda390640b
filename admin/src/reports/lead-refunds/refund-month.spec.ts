import { describe, expect, it } from 'vitest';
import { isMonth, monthFromParam, monthWords, noRefundsText, previousMonth } from './refund-month';

describe('refund report months', () => {
  it('defaults to the previous calendar month, across a new year', () => {
    expect(previousMonth(new Date(2026, 11, 15, 12))).toBe('2026-11');
    expect(previousMonth(new Date(2027, 0, 1, 0, 5))).toBe('2026-12');
    expect(previousMonth(new Date(2027, 2, 31, 23))).toBe('2027-02');
  });

  it("takes the address's month only when it is one", () => {
    const now = new Date(2026, 11, 15);
    expect(monthFromParam('2026-07', now)).toBe('2026-07');
    expect(monthFromParam('2026-13', now)).toBe('2026-11');
    expect(monthFromParam('July', now)).toBe('2026-11');
    expect(monthFromParam(null, now)).toBe('2026-11');
    expect(isMonth('1899-12')).toBe(false);
    expect(isMonth('2099-12')).toBe(true);
  });

  it('writes the month out for the empty report', () => {
    expect(monthWords('2026-11')).toBe('November 2026');
    expect(noRefundsText('2027-01')).toBe('No leads from lead providers in January 2027.');
  });
});
