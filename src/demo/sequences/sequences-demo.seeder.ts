import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import { AppConfigService } from 'src/config/app-config.service';
import { DemoSeeder, type DemoDataSeeder } from 'src/database/seeding/demo-seeder';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import {
  DEMO_ENROLLMENTS, DEMO_RULES, DEMO_SEQUENCES, MISSED_CALL_FOLLOW_UP, MOVE_DATE_COUNTDOWN, type DemoEnrollment, type DemoStep,
} from './sequences-demo.constants';
import { type NewDemoEnrollment, SequencesDemoRepository } from './sequences-demo.repository';

const DAY_SECONDS = 86_400;

/** An email step's A/B config from its demo variant B (null without one, or when B's template is missing). */
const demoVariants = (step: DemoStep, templateId: (name: string) => string | null): Record<string, unknown> | null => {
  const id = step.variantB ? templateId(step.variantB.template) : null;
  return step.variantB && id ? { variants: [{ template_id: id, subject_override: step.variantB.subjectOverride ?? null }], winner: null } : null;
};
const HOUR_MS = 3_600_000;

/** The stored row of a planned demo enrollment, relative to `now`. */
export function demoEnrollmentRow(
  plan: DemoEnrollment,
  ids: { sequenceId: string; contactId: string; ruleId: string | null; enrolledBy: string | null },
  now: Date,
  index: number,
): NewDemoEnrollment {
  // Spread the enrollment times over the day so the lists do not show identical timestamps.
  const enrolledAt = new Date(now.getTime() - plan.enrolledDaysAgo * 24 * HOUR_MS - (index * 37 + 11) * 60_000);
  const ended = plan.state === 'completed' || plan.state === 'canceled' || plan.state === 'failed';
  const live = plan.state === 'active' || plan.state === 'pending';
  const endedAt = ended ? new Date(Math.min(now.getTime() - HOUR_MS, enrolledAt.getTime() + plan.step * 24 * HOUR_MS)) : null;
  return {
    ...ids,
    status: plan.state,
    currentStep: plan.step,
    retryCount: plan.retries ?? 0,
    nextRunAt: live ? new Date(now.getTime() + (plan.nextRunInHours ?? 24) * HOUR_MS) : null,
    enrolledAt,
    endedAt: endedAt && endedAt < enrolledAt ? enrolledAt : endedAt,
    endReason: ended ? (plan.endReason ?? plan.state) : null,
  };
}

/**
 * Three moving-company sequences ("New-lead nurture", "Move-date countdown", "Missed-call follow-up") with their
 * steps on the demo email templates, enrollment rules in every status and enrollments in every state for demo
 * contacts. Runs after the users, leads and templates seeders, wherever they run. Idempotent: a sequence that exists
 * by name is kept as it is (steps untouched), a rule is added only when missing by name, and enrollments only to a
 * sequence that has none.
 */
@Injectable()
@DemoSeeder(40)
export class SequencesDemoSeeder implements DemoDataSeeder {
  readonly name = 'sequences';

  constructor(
    private readonly db: TransactionHost<TypeOrmTransactions>,
    private readonly demo: SequencesDemoRepository,
    private readonly config: AppConfigService,
  ) {}

  async isEmpty(): Promise<boolean> {
    return !(await this.demo.anySequence());
  }

  async seed(): Promise<string> {
    return this.db.withTransaction(async () => {
      const now = new Date();
      const timezone = this.config.leads.timezone;
      const today = DateTime.fromJSDate(now, { zone: timezone }).startOf('day');
      const ownerId = await this.demo.ownerId();
      const templates = await this.demo.templateIds([...new Set(DEMO_SEQUENCES.flatMap((s) => s.steps.flatMap((step) => [step.template, step.variantB?.template ?? null])).filter((name): name is string => name !== null))]);
      const templateId = (name: string | null | undefined): string | null => (name ? templates.get(name.toLowerCase()) ?? null : null);
      let sequences = 0;
      let rules = 0;
      let enrollments = 0;
      const used: string[] = [];
      for (const seq of DEMO_SEQUENCES) {
        let sequenceId = await this.demo.sequenceId(seq.name);
        if (!sequenceId) {
          sequenceId = await this.demo.insertSequence(
            { name: seq.name, description: seq.description, stopOnReply: seq.stopOnReply, ownerId, goalMoveDatePassed: seq.goalMoveDatePassed ?? false, replyStep: seq.replyStep ?? null },
            seq.steps.map((step) => ({
              type: step.type ?? 'email',
              templateId: templateId(step.template),
              delaySeconds: step.waitUntil ? 0 : step.delayDays * DAY_SECONDS,
              waitUntil: step.waitUntil ?? null,
              subjectOverride: step.subjectOverride ?? null,
              config: step.call ?? demoVariants(step, templateId),
              skipIf: step.skipIf ?? null,
              stopIf: step.stopIf ?? null,
            })),
          );
          sequences += 1;
        }
        const ruleIds = await this.demo.ruleIds(sequenceId);
        for (const rule of DEMO_RULES.filter((r) => r.sequence === seq.name && !ruleIds.has(r.name))) {
          const id = await this.demo.insertRule({
            sequenceId,
            name: rule.name,
            description: rule.description,
            status: rule.status,
            dateField: rule.dateField,
            startDate: today.plus({ days: rule.startDays }).toISODate() ?? '',
            endDate: rule.endDays === null ? null : (today.plus({ days: rule.endDays }).toISODate() ?? null),
            includeFuture: rule.includeFuture,
            criteria: rule.criteria,
            timezone,
            ownerId,
          });
          ruleIds.set(rule.name, id);
          rules += 1;
        }
        if (await this.demo.hasEnrollments(sequenceId)) continue;
        const plans = DEMO_ENROLLMENTS[seq.name] ?? [];
        const contacts = await this.demo.eligibleContacts(plans.length, used, seq.name === MOVE_DATE_COUNTDOWN);
        used.push(...contacts);
        const rows = contacts.map((contactId, index) => {
          const plan = plans[index] as DemoEnrollment;
          // Rule-made runs name their rule; the missed-call ones came from call outcomes; the rest were assigned by hand.
          const enrolledBy = plan.rule || seq.name === MISSED_CALL_FOLLOW_UP ? null : ownerId;
          return demoEnrollmentRow(plan, { sequenceId, contactId, ruleId: plan.rule ? (ruleIds.get(plan.rule) ?? null) : null, enrolledBy }, now, index);
        });
        enrollments += await this.demo.insertEnrollments(rows);
      }
      return `${sequences} demo sequences, ${rules} enrollment rules, ${enrollments} enrollments`;
    });
  }
}
