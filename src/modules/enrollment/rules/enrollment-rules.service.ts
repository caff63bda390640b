import { Injectable } from '@nestjs/common';
import { DateTime, IANAZone } from 'luxon';
import type { RuleStatus } from 'src/modules/sequences/sequences.constants';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { CriteriaError } from '../policies/criteria.errors';
import { compileCriteria, opportunityJoinOf } from '../policies/criteria.policy';
import { parseCriteria } from '../policies/criteria.schema';
import { sendWindowProblems } from '../policies/send-window.policy';
import type { CreateEnrollmentRuleDto } from './dto/enrollment-rule.dto';
import type { EnrollmentRuleDto, RulePreviewDto } from './dto/enrollment-rule-response.dto';
import { mapPreviewContact, mapRule } from './dto/enrollment-rule.mapper';
import { MAX_DAILY_CAP, PREVIEW_LIMIT, RULE_DEFAULTS } from './enrollment-rules.constants';
import {
  EnrollmentRulesError, EnrollmentRulesErrorCode, invalidRule, REQUIRED_MESSAGE, ruleNotFound, sequenceNotFound,
} from './enrollment-rules.errors';
import { EnrollmentRulesRepository, PREVIEW_FIRST_CRITERIA_PARAM, type RuleRow } from './enrollment-rules.repository';
import { projectRule, todayIn } from './rule-projection.policy';
import { illegalMoveMessage, nextRuleStatus, RULE_TRANSITIONS, type RuleAction } from './rule-status.policy';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Criteria fields read from the contact's opportunities (the preview joins them only when one is used). */

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isDate = (value: string): boolean => ISO_DATE.test(value) && DateTime.fromISO(value, { zone: 'UTC' }).isValid;
/**
 * The dates a rule may run between: far-off years ("1900-01-01" to "9999-12-31") only overflow the projection and
 * the runner's date arithmetic, and no rule of a moving company means them.
 */
const RULE_DATES = { min: '2000-01-01', max: '2099-12-31' } as const;
const withinRuleYears = (value: string): boolean => value >= RULE_DATES.min && value <= RULE_DATES.max;

/** Caps: absent keys take the defaults; given ones must be whole numbers from 1 (the two caps are independent). */
function checkCaps(raw: unknown, problems: string[]): { daily_org_limit: number; daily_sequence_limit: number } {
  const caps: { daily_org_limit: number; daily_sequence_limit: number } = { ...RULE_DEFAULTS.caps };
  if (raw === undefined || raw === null) return caps;
  if (!isRecord(raw)) {
    problems.push('caps_json must be an object with daily_org_limit and daily_sequence_limit');
    return caps;
  }
  for (const key of Object.keys(raw)) if (!(key in caps)) problems.push(`caps_json: Unknown property "${key.slice(0, 100)}"`);
  for (const key of ['daily_org_limit', 'daily_sequence_limit'] as const) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_DAILY_CAP) {
      problems.push(`caps_json.${key} must be a whole number from 1 to ${MAX_DAILY_CAP}`);
    } else caps[key] = value;
  }
  return caps;
}

/** Send window: absent keys take the defaults; checked in the rule's timezone. */
function checkWindow(raw: unknown, timezone: string, problems: string[]): { days: number[]; start_hour: number; end_hour: number } {
  const window: { days: number[]; start_hour: number; end_hour: number } = { ...RULE_DEFAULTS.sendWindow, days: [...RULE_DEFAULTS.sendWindow.days] };
  if (raw === undefined || raw === null) return window;
  if (!isRecord(raw)) {
    problems.push('send_window_json must be an object with days, start_hour and end_hour');
    return window;
  }
  for (const key of Object.keys(raw)) if (!(key in window)) problems.push(`send_window_json: Unknown property "${key.slice(0, 100)}"`);
  const merged = { ...window, ...Object.fromEntries(Object.entries(raw).filter(([key]) => key in window)) } as typeof window;
  for (const problem of sendWindowProblems({ ...merged, timezone })) problems.push(`send_window_json: ${problem}`);
  return merged;
}

/** Enrollment rules: create (validated, with defaults), list, start/pause/stop, preview. */
@Injectable()
export class EnrollmentRulesService {
  constructor(
    private readonly rules: EnrollmentRulesRepository,
    private readonly templates: TemplatesService,
  ) {}

  async list(sequenceId: string): Promise<EnrollmentRuleDto[]> {
    if (!(await this.rules.liveSequenceExists(sequenceId))) throw sequenceNotFound();
    return (await this.rules.listForSequence(sequenceId)).map(mapRule);
  }

  async create(body: CreateEnrollmentRuleDto, ownerUserId: string | null): Promise<EnrollmentRuleDto> {
    const name = body.name?.trim() ?? '';
    const startDate = body.start_date?.trim() ?? '';
    if (name === '' || startDate === '') throw new EnrollmentRulesError(EnrollmentRulesErrorCode.ValidationFailed, REQUIRED_MESSAGE, {}, [REQUIRED_MESSAGE]);

    const problems: string[] = [];
    const endDate = body.end_date === undefined || body.end_date === null || body.end_date.trim() === '' ? null : body.end_date.trim();
    if (!isDate(startDate)) problems.push('start_date must be a date (yyyy-MM-dd)');
    else if (!withinRuleYears(startDate)) problems.push(`start_date must be from ${RULE_DATES.min} to ${RULE_DATES.max}`);
    if (endDate !== null && !isDate(endDate)) problems.push('end_date must be a date (yyyy-MM-dd)');
    else if (endDate !== null && !withinRuleYears(endDate)) problems.push(`end_date must be from ${RULE_DATES.min} to ${RULE_DATES.max}`);
    else if (endDate !== null && isDate(startDate) && endDate < startDate) problems.push('end_date must not be before start_date');
    const timezone = body.timezone?.trim() || RULE_DEFAULTS.timezone;
    const zoneOk = IANAZone.isValidZone(timezone);
    if (!zoneOk) problems.push(`Unknown timezone "${timezone.slice(0, 64)}"`);
    const caps = checkCaps(body.caps_json, problems);
    const sendWindow = checkWindow(body.send_window_json, zoneOk ? timezone : RULE_DEFAULTS.timezone, problems);
    let criteria: unknown;
    try {
      criteria = parseCriteria(body.criteria_json);
    } catch (error) {
      if (!(error instanceof CriteriaError)) throw error;
      const listed = error.details.problems.map((p) => `criteria_json.${p.path}: ${p.message}`);
      if (problems.length === 0) throw new EnrollmentRulesError(EnrollmentRulesErrorCode.CriteriaInvalid, listed[0] ?? 'Invalid criteria', {}, listed);
      problems.push(...listed);
    }
    if (problems.length > 0) throw invalidRule(problems);
    if (!(await this.rules.liveSequenceExists(body.sequence_id))) throw sequenceNotFound();

    const id = await this.rules.insert({
      sequenceId: body.sequence_id,
      name,
      description: body.description ?? '',
      dateField: body.date_field ?? RULE_DEFAULTS.dateField,
      startDate,
      endDate,
      includeFuture: body.include_future ?? RULE_DEFAULTS.includeFuture,
      criteria,
      caps,
      sendWindow,
      timezone,
      ownerUserId,
    });
    return mapRule(await this.load(id));
  }

  /**
   * Applies a status action. The update only happens while the rule still has a status the action may leave, so
   * two concurrent calls cannot both move it; the loser gets the refusal naming the status it finds.
   * Starting (or resuming) needs a live, non-archived sequence whose step 1 has a template.
   */
  async transition(id: string, action: RuleAction): Promise<EnrollmentRuleDto> {
    const rule = await this.load(id);
    this.assertMove(rule.status, action);
    if (action === 'start') await this.assertStartable(rule.sequence_id);
    if (!(await this.rules.transition(id, RULE_TRANSITIONS[action].from, RULE_TRANSITIONS[action].to))) {
      const now = await this.load(id);
      this.assertMove(now.status, action);
    }
    return mapRule(await this.load(id));
  }

  /**
   * Eligible contacts now: a usable email, the date field from start_date 00:00 to the end of end_date (open when
   * null) in the rule timezone, not live-enrolled in this sequence, matching every filter and exclusion. The total
   * is stored on the rule. include_future does not change the preview: it only says whether the runner keeps
   * taking contacts that arrive after the rule started.
   */
  async preview(id: string, limit: number = PREVIEW_LIMIT.default): Promise<RulePreviewDto> {
    const rule = await this.load(id);
    const criteria = parseCriteria(rule.criteria_json);
    const today = todayIn(rule.timezone);
    const compiled = compileCriteria(criteria, {
      contactAlias: 'c', opportunityAlias: 'o', firstParamIndex: PREVIEW_FIRST_CRITERIA_PARAM, today, timezone: rule.timezone,
    });
    const from = DateTime.fromISO(rule.start_date, { zone: rule.timezone });
    const until = rule.end_date === null ? null : DateTime.fromISO(rule.end_date, { zone: rule.timezone }).plus({ days: 1 });
    const { total, contacts } = await this.rules.preview({
      sequenceId: rule.sequence_id,
      dateField: rule.date_field,
      from: from.toUTC().toISO() as string,
      until: until === null ? null : (until.toUTC().toISO() as string),
      limit,
      criteriaSql: compiled.sql,
      criteriaParams: compiled.params,
      opportunityJoin: opportunityJoinOf(criteria),
    });
    await this.rules.savePreviewTotal(id, total);
    const projection = projectRule({
      totalEligible: total,
      dailySequenceLimit: rule.caps_json.daily_sequence_limit,
      dailyOrgLimit: rule.caps_json.daily_org_limit,
      startDate: rule.start_date,
      endDate: rule.end_date,
      today,
    });
    return { total_eligible: total, ...projection, contacts: contacts.map(mapPreviewContact) };
  }

  private async load(id: string): Promise<RuleRow> {
    const rule = await this.rules.find(id);
    if (rule === null) throw ruleNotFound();
    return rule;
  }

  private assertMove(current: RuleStatus, action: RuleAction): void {
    if (nextRuleStatus(current, action) === null) {
      throw new EnrollmentRulesError(EnrollmentRulesErrorCode.InvalidTransition, illegalMoveMessage(action, current), { status: current });
    }
  }

  private async assertStartable(sequenceId: string): Promise<void> {
    const ready = await this.rules.readiness(sequenceId);
    if (ready === null) throw sequenceNotFound();
    if (!ready.is_active) throw new EnrollmentRulesError(EnrollmentRulesErrorCode.SequenceArchived, 'Sequence is archived');
    if (ready.step_count === 0) {
      throw new EnrollmentRulesError(EnrollmentRulesErrorCode.NoSteps, 'This sequence has no steps. Add at least one step before enrolling contacts.');
    }
    if (!ready.first_step_has_template) throw new EnrollmentRulesError(EnrollmentRulesErrorCode.NoTemplate, 'Step 1 has no template selected.');
    const problem = await this.templates.stepsProblem(await this.rules.steps(sequenceId));
    if (problem) throw new EnrollmentRulesError(EnrollmentRulesErrorCode.InvalidTemplate, problem);
  }
}
