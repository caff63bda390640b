import { CLAIM_COLUMNS, claimReasons, refundClaimsCsv } from './refund-claims-csv.policy';
import type { ClaimRow } from './refunds.repository';

const row = (fields: Partial<ClaimRow> = {}): ClaimRow => ({
  provider: 'HireAHelper', tracking_number: 'HAH-2', created_at: new Date('2026-11-03T15:00:00Z'), customer_name: 'Rob Smith',
  phone_given: null, phone_quality: null, email_given: null, email_quality: null,
  earlier_tracking: null, earlier_provider: null, earlier_source: null, earlier_created_at: null, match_reasons: null, match_score: null,
  wrong_number_at: null, wrong_number_dialled: null, wrong_number_agent: null,
  ...fields,
});

describe('refund claims CSV', () => {
  it('should give a header and one CRLF row per claim with the duplicate\u2019s evidence in the company timezone (its offset on each date)', () => {
    const csv = refundClaimsCsv([row({
      earlier_tracking: 'MOV-1', earlier_provider: 'Moving.com', earlier_source: 'email', earlier_created_at: new Date('2026-10-31T12:00:00Z'),
      match_reasons: ['email', 'phone'], match_score: '0.99',
    })], 'America/New_York');
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(CLAIM_COLUMNS.join(','));
    expect(line).toBe('HireAHelper,HAH-2,2026-11-03T10:00:00-05:00,Rob Smith,duplicate,MOV-1,Moving.com,2026-10-31T08:00:00-04:00,3,same email; same phone,0.99,,,,,,,');
    expect(end).toBe('');
  });

  it('should name the earlier lead\u2019s source when it came from no provider, and list every reason of a lead', () => {
    const claim = row({
      earlier_tracking: 'WEB-1', earlier_source: 'web_form', earlier_created_at: new Date('2026-11-02T15:00:00Z'), match_reasons: ['name_move_date_zip'], match_score: '0.85',
      wrong_number_at: new Date('2026-11-04T14:30:00Z'), wrong_number_dialled: '+15128675309', wrong_number_agent: 'Kim',
      phone_given: '000-000-0000', phone_quality: 'placeholder', email_given: 'none@none.com', email_quality: 'placeholder',
    });
    expect(claimReasons(claim)).toEqual(['duplicate', 'wrong number', 'placeholder phone', 'placeholder email']);
    const line = refundClaimsCsv([claim], 'UTC').split('\r\n')[1];
    expect(line).toContain(',WEB-1,website form,2026-11-02T15:00:00Z,1,"same name, move date within 3 days and origin ZIP",0.85,');
    expect(line).toContain(",2026-11-04T14:30:00Z,'+15128675309,Kim,000-000-0000,placeholder,none@none.com,placeholder");
  });

  it('should escape a cell a spreadsheet would run as a formula and quote commas and quotes', () => {
    const line = refundClaimsCsv([row({ customer_name: '=HYPERLINK("http://x.example","Refund")', wrong_number_at: new Date('2026-11-05T00:00:00Z') })], 'UTC').split('\r\n')[1];
    expect(line).toContain(`,"'=HYPERLINK(""http://x.example"",""Refund"")",wrong number,`);
  });

  it('should give the header alone when there is nothing to claim', () => {
    expect(refundClaimsCsv([], 'UTC')).toBe(`${CLAIM_COLUMNS.join(',')}\r\n`);
  });
});
