import { DEMO_TEMPLATES } from 'src/modules/templates/demo/demo-templates.constants';
import { DEFAULT_CALL_FOLLOW_UP_POLICY } from 'src/modules/leads/leads.config';
import { parseCriteria } from 'src/modules/sequences/criteria/criteria.schema';
import { stepAnchorProblems } from 'src/modules/sequences/schedule/step-anchor.policy';
import { parseCallConfig } from 'src/modules/runs/steps/call/call-step.policy';
import { parseStepCondition } from 'src/modules/sequences/criteria/step-condition.policy';
import { DEMO_ENROLLMENTS, DEMO_RULES, DEMO_SEQUENCES, MISSED_CALL_FOLLOW_UP, MOVE_DATE_COUNTDOWN, QUOTE_CALL_AND_EMAIL } from './sequences-demo.constants';
import { demoEnrollmentRow } from './sequences-demo.seeder';

describe('demo sequences', () => {
  it('should build every step on a demo template, the countdown on the move date', () => {
    const templates = new Set(DEMO_TEMPLATES.map((t) => t.name));
    for (const seq of DEMO_SEQUENCES) {
      for (const step of seq.steps) {
        // A call step has no template; every email step and A/B variant is built on a demo template.
        if (step.type === 'call') expect(step.template).toBeNull();
        else expect(templates).toContain(step.template);
        if (step.variantB) expect(templates).toContain(step.variantB.template);
      }
    }
    const countdown = DEMO_SEQUENCES.find((s) => s.name === MOVE_DATE_COUNTDOWN);
    expect(countdown?.steps.map((s) => s.waitUntil)).toEqual([
      { anchor: 'move_date', offset_days: -14, send_hour: 9 },
      { anchor: 'move_date', offset_days: -7, send_hour: 9 },
      { anchor: 'move_date', offset_days: -2, send_hour: 9 },
    ]);
    for (const step of countdown?.steps ?? []) expect(stepAnchorProblems(step.waitUntil)).toEqual([]);
    expect(DEMO_SEQUENCES.map((s) => s.steps.length)).toEqual([4, 3, 3, 5]);
  });

  it('should show every richer part in one sequence, each valid as the API would check it', () => {
    const rich = DEMO_SEQUENCES.find((s) => s.name === QUOTE_CALL_AND_EMAIL);
    expect(rich).toMatchObject({ stopOnReply: false, goalMoveDatePassed: true, replyStep: 5 });
    const steps = rich?.steps ?? [];
    expect(steps.filter((step) => step.variantB)).toHaveLength(1);
    const call = steps.findIndex((step) => step.type === 'call');
    expect(parseCallConfig(steps[call]?.call, call + 1, steps.length).problems).toEqual([]);
    for (const [index, step] of steps.entries()) {
      expect(parseStepCondition(step.skipIf ?? null, 'skip_if').problems).toEqual([]);
      expect(parseStepCondition(step.stopIf ?? null, 'stop_if').problems).toEqual([]);
      if (step.skipIf || step.stopIf) expect(index).toBeGreaterThan(0);
    }
    expect(steps.some((step) => step.skipIf) && steps.some((step) => step.stopIf)).toBe(true);
  });

  it('should hold the sequence the default call follow-up policy enrolls into', () => {
    expect(DEFAULT_CALL_FOLLOW_UP_POLICY).toContain(`enroll:${MISSED_CALL_FOLLOW_UP}`);
    expect(DEMO_SEQUENCES.map((s) => s.name)).toContain(MISSED_CALL_FOLLOW_UP);
  });

  it('should have rules in every status with criteria the rule language accepts', () => {
    expect(new Set(DEMO_RULES.map((r) => r.status))).toEqual(new Set(['draft', 'active', 'paused', 'stopped', 'completed']));
    for (const rule of DEMO_RULES) {
      expect(() => parseCriteria(rule.criteria)).not.toThrow();
      expect(DEMO_SEQUENCES.map((s) => s.name)).toContain(rule.sequence);
      if (rule.endDays !== null) expect(rule.endDays).toBeGreaterThanOrEqual(rule.startDays);
    }
  });

  it('should plan enrollments in every state, on existing steps and rules of their own sequence', () => {
    const states = new Set(Object.values(DEMO_ENROLLMENTS).flatMap((plans) => plans.map((p) => p.state)));
    expect(states).toEqual(new Set(['pending', 'active', 'paused', 'completed', 'canceled', 'failed']));
    for (const [name, plans] of Object.entries(DEMO_ENROLLMENTS)) {
      const seq = DEMO_SEQUENCES.find((s) => s.name === name);
      for (const plan of plans) {
        expect(plan.step).toBeLessThanOrEqual(seq?.steps.length ?? 0);
        if (plan.rule) expect(DEMO_RULES.filter((r) => r.sequence === name).map((r) => r.name)).toContain(plan.rule);
      }
    }
  });
});

describe(demoEnrollmentRow.name, () => {
  const now = new Date('2026-11-23T15:00:00Z');
  const ids = { sequenceId: 's', contactId: 'c', ruleId: null, enrolledBy: null };

  it('should give live runs a next send and no end', () => {
    const row = demoEnrollmentRow({ state: 'active', step: 2, enrolledDaysAgo: 2, nextRunInHours: 20 }, ids, now, 0);
    expect(row).toMatchObject({ status: 'active', currentStep: 2, nextRunAt: new Date('2026-11-24T11:00:00Z'), endedAt: null, endReason: null });
    expect(row.enrolledAt.getTime()).toBeLessThan(now.getTime() - 2 * 86_400_000);
  });

  it('should end ended runs after they started and before now, with their reason', () => {
    const row = demoEnrollmentRow({ state: 'failed', step: 1, enrolledDaysAgo: 3, endReason: 'send failed', retries: 3 }, ids, now, 2);
    expect(row).toMatchObject({ status: 'failed', nextRunAt: null, endReason: 'send failed', retryCount: 3 });
    expect(row.endedAt?.getTime()).toBeGreaterThanOrEqual(row.enrolledAt.getTime());
    expect(row.endedAt?.getTime()).toBeLessThan(now.getTime());
    expect(demoEnrollmentRow({ state: 'paused', step: 1, enrolledDaysAgo: 1 }, ids, now, 0)).toMatchObject({ nextRunAt: null, endedAt: null });
  });
});
