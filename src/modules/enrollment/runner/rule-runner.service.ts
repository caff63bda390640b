import { Injectable, Logger } from '@nestjs/common';
import { DateTime } from 'luxon';
import { RunStartsService } from 'src/modules/runs/start/run-starts.service';
import { AppConfigService } from 'src/config/app-config.service';
import { compileCriteria } from 'src/modules/sequences/criteria/criteria.policy';
import { parseCriteria } from 'src/modules/sequences/criteria/criteria.schema';
import { firstRunAt, readAnchor, type MoveDateAnchor } from '../policies/first-run.policy';
import { ruleWindow, scheduleFirstRun, type SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import { isRuleProblem, ruleFailureReason } from './rule-run-failure.policy';
import { RULE_REPORT_SCAN, ruleRunReport } from './rule-run-report.policy';
import { capDay, ruleCaps, ruleRange } from './rule-run.policy';
import { ENROLL_FIRST_CRITERIA_PARAM } from './rule-runner.constants';
import { type FirstRuns, RuleRunnerRepository, type RunnableRule } from './rule-runner.repository';

export interface RuleRunSummary {
  /** Rules whose end date had passed, now completed. */
  completed: number;
  /** Rules run. */
  rules: number;
  /** Enrollments created. */
  enrolled: number;
  /** Rules skipped because of an error (logged; a rule that cannot run is also paused with the reason). */
  failed: number;
  /** Their messages, by rule id. */
  errors: { ruleId: string; message: string }[];
}

/**
 * The enrollment rule runner. Each run completes the rules whose end date has passed, then enrolls the eligible
 * contacts of every runnable rule, batch by batch, as far as the day's caps allow. Any number of workers may run at
 * once: caps are reserved atomically in the database before each batch and the one-live-enrollment index settles
 * who enrolls a contact, so no cap is exceeded and no contact is enrolled twice.
 */
/**
 * With DUPLICATE_ROUTING on, a contact whose only leads are possible duplicates of earlier ones (a phone- or
 * name-only match made a second contact) is not enrolled by rules: the earlier lead's contact is already being
 * worked. Deciding "not a duplicate" clears the mark, and the next run takes the contact like any other (the run's
 * report counts a held contact as excluded).
 */
const NOT_ONLY_DUPLICATE_LEADS = `NOT (EXISTS (SELECT 1 FROM opportunities held WHERE held.contact_id = c.id AND held.duplicate_state IS NOT NULL)
  AND NOT EXISTS (SELECT 1 FROM opportunities own WHERE own.contact_id = c.id AND own.duplicate_state IS NULL))`;

@Injectable()
export class RuleRunnerService {
  private readonly logger = new Logger(RuleRunnerService.name);

  constructor(
    private readonly repository: RuleRunnerRepository,
    private readonly runs: RunStartsService,
    private readonly config: AppConfigService,
  ) {}

  async runOnce(now: Date = new Date()): Promise<RuleRunSummary> {
    const completed = (await this.repository.completeEndedRules()).length;
    const rules = await this.repository.runnableRules();
    let enrolled = 0;
    const errors: RuleRunSummary['errors'] = [];
    for (const rule of rules) {
      try {
        enrolled += await this.runRule(rule, now);
      } catch (error) {
        errors.push({ ruleId: rule.id, message: (error as Error).message });
        if (isRuleProblem(error)) {
          // Running it again would fail the same way: pause it with the reason, for the drawer to show.
          await this.repository.pauseWithError(rule.id, ruleFailureReason(error));
          this.logger.warn({ ruleId: rule.id, err: (error as Error).message }, 'Enrollment rule cannot run; paused with the reason');
        } else {
          this.logger.warn({ ruleId: rule.id, err: (error as Error).message }, 'Enrollment rule run failed; trying again next run');
        }
      }
    }
    return { completed, rules: rules.length, enrolled, failed: errors.length, errors };
  }

  /**
   * Enrolls the rule's eligible contacts while the day's caps allow; returns how many were enrolled. Then records on
   * the rule what the run did and why it passed over the others (see saveReport).
   */
  async runRule(rule: RunnableRule, now: Date): Promise<number> {
    const runStartedAt = new Date();
    const day = capDay(now, rule.timezone);
    const caps = ruleCaps(rule.caps_json);
    const criteria = parseCriteria(rule.criteria_json);
    const compiled = compileCriteria(criteria, {
      contactAlias: 'c', firstParamIndex: ENROLL_FIRST_CRITERIA_PARAM, today: day, timezone: rule.timezone,
    });
    const criteriaSql = this.config.leads.duplicateRouting ? `(${compiled.sql}) AND ${NOT_ONLY_DUPLICATE_LEADS}` : compiled.sql;
    const range = ruleRange(rule);
    const window = ruleWindow(rule.send_window_json, rule.timezone);
    const anchor = readAnchor(rule.first_wait_until);
    // Plain step 1: one first run for the whole run (everyone enrolled now gets the same first slot of the window).
    // Anchored on the move date: each contact's from its move date (see anchoredFirstRuns).
    const firstRuns: FirstRuns = anchor
      ? await this.anchoredFirstRuns(rule, { anchor, window, day, now })
      : { at: scheduleFirstRun(now, rule.first_delay_seconds, window) };
    const { batchSize } = this.config.ruleRunner;
    let enrolled = 0;
    let capReached = false;
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const granted = await this.repository.reserve(rule.sequence_id, day, batchSize, caps.org, caps.sequence);
      if (granted === 0) {
        capReached = true;
        break;
      }
      let result;
      try {
        result = await this.runs.startCandidates(this.repository.candidates({
          ruleId: rule.id, sequenceId: rule.sequence_id, dateField: rule.date_field, ...range, limit: granted, after,
          criteriaSql, criteriaParams: compiled.params,
          firstRuns,
        }));
      } catch (error) {
        await this.repository.release(rule.sequence_id, day, granted);
        throw error;
      }
      // Candidates another worker enrolled first (or that ran out) give their share of the caps back.
      await this.repository.release(rule.sequence_id, day, granted - result.inserted);
      enrolled += result.inserted;
      if (result.taken < granted || result.last === null) break;
      after = result.last;
    }
    await this.saveReport(rule, {
      base: { sequenceId: rule.sequence_id, ruleId: rule.id, dateField: rule.date_field, ...range, criteriaSql, criteriaParams: compiled.params, firstRuns },
      day, runStartedAt, enrolled, capReached,
    });
    return enrolled;
  }

  /**
   * Records the run on the rule (last_run_json): enrolled this run and this day, whether a cap stopped it, and the
   * contacts of the date range it passed over by reason. Only an explanation: a failure is logged and never fails
   * or pauses the rule.
   */
  private async saveReport(
    rule: RunnableRule,
    run: { base: Omit<Parameters<RuleRunnerRepository['runReport']>[0], 'scan' | 'runStartedAt' | 'dayStart'>; day: string; runStartedAt: Date; enrolled: number; capReached: boolean },
  ): Promise<void> {
    try {
      const dayStart = DateTime.fromISO(run.day, { zone: rule.timezone }).startOf('day').toUTC().toISO() ?? run.runStartedAt.toISOString();
      const { counts, enrolledToday } = await this.repository.runReport({ ...run.base, scan: RULE_REPORT_SCAN, runStartedAt: run.runStartedAt, dayStart });
      const report = ruleRunReport({ at: new Date(), enrolled: run.enrolled, enrolledToday, capReached: run.capReached, counts });
      await this.repository.saveLastRun(rule.id, report);
    } catch (error) {
      this.logger.warn({ ruleId: rule.id, err: (error as Error).message }, 'Could not record why the rule run skipped contacts');
    }
  }

  /**
   * A step 1 anchored on the move date, as manual assignment does it: a contact's first run is `offset_days` from its
   * move date at `send_hour` in the rule's window (the first-run policy), and a contact whose anchored moment has
   * passed is left out. Computed once per run for every move date that can still be ahead (from the rule's day less
   * the offset, a day of margin), so each batch stays one set-based statement in which every contact looks its own up.
   */
  private async anchoredFirstRuns(
    rule: RunnableRule,
    at: { anchor: MoveDateAnchor; window: SendWindow; day: string; now: Date },
  ): Promise<FirstRuns> {
    const from = DateTime.fromISO(at.day, { zone: 'UTC' }).minus({ days: at.anchor.offset_days + 1 }).toISODate() ?? at.day;
    const byMoveDate: Record<string, string> = {};
    for (const moveDate of await this.repository.moveDatesFrom(from)) {
      const run = firstRunAt({ step: { delay_seconds: rule.first_delay_seconds, wait_until: at.anchor }, moveDate, window: at.window, now: at.now });
      if ('at' in run) byMoveDate[moveDate] = run.at.toISOString();
    }
    return { byMoveDate };
  }
}
