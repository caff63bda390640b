import { generateDemoLeads } from './demo-leads.generator';

const MINUTE_MS = 60_000;
const NOW = new Date('2026-11-22T15:30:00.000Z');

/** The demo data only holds states and times the product can produce. */
describe('generateDemoLeads', () => {
  const runs = [20261122, 1, 77].map((seed) => generateDemoLeads(500, NOW, seed));
  const all = runs.flat();
  const time = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));
  const between = (iso: string, from: string): boolean => time(iso) >= time(from) && time(iso) <= NOW.getTime();

  it('should date every call and sync between the lead’s creation and now', () => {
    const wrong: string[] = [];
    for (const lead of all) {
      if (time(lead.created_at) > NOW.getTime()) wrong.push(`${lead.tracking_number} created in the future`);
      for (const call of lead.calls) if (!between(call.call_date, lead.created_at)) wrong.push(`${lead.tracking_number} call at ${call.call_date}`);
      for (const at of [lead.synced_at, lead.sync_state_changed_at]) if (at !== null && !between(at, lead.created_at)) wrong.push(`${lead.tracking_number} sync at ${at}`);
      const dates = lead.calls.map((call) => time(call.call_date));
      if (dates.some((date, i) => i > 0 && date < dates[i - 1])) wrong.push(`${lead.tracking_number} calls out of order`);
    }
    expect(wrong).toEqual([]);
  });

  it('should only hold sync states the product reaches, with their attempts and errors', () => {
    const wrong: string[] = [];
    for (const lead of all) {
      const age = lead.sync_state_changed_at === null ? Number.NaN : (NOW.getTime() - time(lead.sync_state_changed_at)) / MINUTE_MS;
      const problem = (() => {
        switch (lead.hubspot_sync_status) {
          case null:
            return lead.sync_attempts === 0 && lead.sync_state_changed_at === null && lead.synced_at === null ? null : 'pending but touched';
          case 'queued':
            return lead.sync_attempts === 0 && age <= 10 ? null : `queued ${Math.round(age)} min ago with ${lead.sync_attempts} attempts`;
          case 'in_progress':
            // A batch in flight, or one whose worker was lost a few hours ago at most.
            return lead.sync_attempts >= 1 && age <= 6 * 60 && lead.sync_last_error === null ? null : `in progress for ${Math.round(age)} min, ${lead.sync_attempts} attempts`;
          case 'failed':
            return lead.sync_attempts >= 1 && lead.sync_last_error ? null : `failed with ${lead.sync_attempts} attempts and error ${lead.sync_last_error}`;
          case 'succeeded':
            return lead.sync_attempts >= 1 && lead.synced_at !== null && lead.hubspot_deal_id !== null && lead.process_status === 'synced' ? null : 'succeeded without a sync';
        }
      })();
      if (problem) wrong.push(`${lead.tracking_number}: ${problem}`);
    }
    expect(wrong).toEqual([]);
    for (const leads of runs) {
      expect(new Set(leads.map((lead) => lead.hubspot_sync_status))).toEqual(new Set([null, 'queued', 'in_progress', 'failed', 'succeeded']));
    }
  });

  it('should make one lead in 25 the family of the lead before it, through another lead site', () => {
    for (const leads of runs) {
      const byArrival = [...leads].sort((a, b) => time(a.created_at) - time(b.created_at));
      const families = byArrival.filter((lead) => lead.lead_provider !== null && lead.lead_provider !== 'Q2G');
      expect(families.length).toBeGreaterThanOrEqual(15);
      for (const lead of families) {
        const earlier = byArrival[byArrival.indexOf(lead) - 1];
        expect(lead.origin_zip).toBe(earlier.origin_zip);
        const sameMailbox = lead.customer_email === earlier.customer_email.replace('@', '+quotes@');
        expect(sameMailbox || lead.customer_phone === earlier.customer_phone).toBe(true);
        expect(lead.tracking_number).toMatch(/^(HAH|MOV|UNP)-\d+$/);
      }
    }
    for (const leads of runs) expect(new Set(leads.map((lead) => lead.tracking_number)).size).toBe(leads.length);
  });

  it('should be the same data for the same seed and time', () => {
    expect(generateDemoLeads(50, NOW)).toEqual(generateDemoLeads(50, NOW));
  });
});
