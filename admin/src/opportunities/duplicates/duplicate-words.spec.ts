import { describe, expect, it } from 'vitest';
import { duplicateSummary, leadOrigin, leadOriginDetail, leadSourceWords, matchWords, pairStatusWords, reasonText, whenWords } from './duplicate-words';
import { makeRelatedLead } from './duplicates-test-data';

/** Local times, so calendar days never depend on the timezone the spec runs in. */
const at = (day: number, hour: number) => new Date(2027, 0, day, hour).toISOString();
const now = new Date(2027, 0, 12, 18);

describe('lead origin words', () => {
  it('names the lead site, else the source in words', () => {
    expect(leadOrigin({ lead_provider: 'HireAHelper', lead_source: 'email' })).toBe('HireAHelper');
    expect(leadOrigin({ lead_provider: '  ', lead_source: 'web_form' })).toBe('Website form');
    expect(leadOrigin({ lead_provider: null, lead_source: 'manual' })).toBe('Manual entry');
    expect(leadOrigin({ lead_provider: null, lead_source: 'inbound_call' })).toBe('Inbound call');
    expect(leadOrigin({ lead_provider: null, lead_source: 'email' })).toBe('Lead email');
    expect(leadSourceWords('fax')).toBe('fax');
    expect(leadSourceWords(null)).toBe('Unknown source');
  });

  it('puts the source beside the lead site for the comparison', () => {
    expect(leadOriginDetail({ lead_provider: 'HireAHelper', lead_source: 'email' })).toBe('HireAHelper · Lead email');
    expect(leadOriginDetail({ lead_provider: null, lead_source: 'web_form' })).toBe('Website form');
  });
});

describe('whenWords', () => {
  it('counts calendar days between the two leads, in the direction the server gives', () => {
    expect(whenWords(at(12, 9), { created_at: at(10, 20), earlier: true }, now)).toBe('2 days earlier');
    // 23:00 the day before is one calendar day, though less than 24 hours.
    expect(whenWords(at(12, 9), { created_at: at(11, 23), earlier: true }, now)).toBe('1 day earlier');
    expect(whenWords(at(3, 9), { created_at: at(12, 8), earlier: false }, now)).toBe('9 days later');
  });

  it('says "today" only for a pair from today, else "the same day"', () => {
    expect(whenWords(at(12, 15), { created_at: at(12, 9), earlier: true }, now)).toBe('earlier today');
    expect(whenWords(at(12, 9), { created_at: at(12, 15), earlier: false }, now)).toBe('later today');
    expect(whenWords(at(5, 15), { created_at: at(5, 9), earlier: true }, now)).toBe('earlier the same day');
    expect(whenWords('not a date', { created_at: at(5, 9), earlier: false }, now)).toBe('later');
  });

  it('opens the line with where and when', () => {
    const lead = makeRelatedLead({ lead_provider: 'HireAHelper', created_at: at(10, 8), earlier: true });
    expect(duplicateSummary(at(12, 9), lead, now)).toBe('Also from HireAHelper, 2 days earlier');
    expect(duplicateSummary(at(12, 9), makeRelatedLead({ lead_provider: null, lead_source: 'web_form', created_at: at(12, 10), earlier: false }), now))
      .toBe('Also from Website form, later today');
  });
});

describe('reasons, score and status', () => {
  it("joins the server's reason words, capitalised, and falls back to the reason codes", () => {
    expect(reasonText({ reason_words: ['same email', 'same phone'], reasons: ['email', 'phone'] })).toBe('Same email · same phone');
    expect(reasonText({ reason_words: [], reasons: ['phone', 'name_move_date_zip'] })).toBe('Same phone · same name, move date and ZIP');
    expect(reasonText({ reason_words: [], reasons: [] })).toBe('');
  });

  it('shows the score as a whole percentage, kept within 0–100', () => {
    expect(matchWords(0.95)).toBe('95% match');
    expect(matchWords(0.754)).toBe('75% match');
    expect(matchWords(1.2)).toBe('100% match');
    expect(matchWords(Number.NaN)).toBe('0% match');
  });

  it('words a decided pair and leaves an open one unlabelled', () => {
    expect(pairStatusWords('dismissed')).toBe('Not a duplicate');
    expect(pairStatusWords('merged')).toBe('Merged');
    expect(pairStatusWords('open')).toBeNull();
  });
});
