import { RULE_REPORT_SCAN, ruleRunReport } from './rule-run-report.policy';

describe('ruleRunReport', () => {
  const at = new Date('2026-11-27T18:00:00.000Z');

  it('counts eligible leftovers as daily_cap when a cap stopped the run, else as not_taken; leaves out this run and empty reasons', () => {
    const counts = [{ reason: 'enrolled', n: 2 }, { reason: 'eligible', n: 3 }, { reason: 'excluded', n: 4 }, { reason: 'suppressed', n: 0 }];
    expect(ruleRunReport({ at, enrolled: 2, enrolledToday: 5, capReached: true, counts })).toEqual({
      at: '2026-11-27T18:00:00.000Z', enrolled: 2, enrolled_today: 5, cap_reached: true, scanned: 9, complete: true, skipped: { daily_cap: 3, excluded: 4 },
    });
    expect(ruleRunReport({ at, enrolled: 2, enrolledToday: 2, capReached: false, counts }).skipped).toEqual({ not_taken: 3, excluded: 4 });
  });

  it('says the counts are partial when the scan limit was reached, and ignores reasons it does not know', () => {
    const report = ruleRunReport({ at, enrolled: 0, enrolledToday: 0, capReached: false, counts: [{ reason: 'already_in_sequence', n: RULE_REPORT_SCAN - 1 }, { reason: 'mystery', n: 1 }] });
    expect(report).toMatchObject({ scanned: RULE_REPORT_SCAN, complete: false, skipped: { already_in_sequence: RULE_REPORT_SCAN - 1 } });
  });
});
