import { Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { RuleStatus } from 'src/modules/sequences/sequences.constants';
import { StepHandlers } from 'src/modules/runs/steps/step-handlers.registry';
import { SequenceHistoryWriter } from 'src/modules/sequences/history/sequence-history.writer';
import { compileCriteria } from 'src/modules/sequences/criteria/criteria.policy';
import { parseCriteria } from 'src/modules/sequences/criteria/criteria.schema';
import type { CreateEnrollmentRuleDto, UpdateEnrollmentRuleDto } from './dto/enrollment-rule.dto';
import type { EnrollmentRuleDto, RulePreviewDto } from './dto/enrollment-rule-response.dto';
import { mapPreviewContact, mapRule } from './dto/enrollment-rule.mapper';
import { PREVIEW_LIMIT } from './enrollment-rules.constants';
import { EnrollmentRulesError, EnrollmentRulesErrorCode, notEditable, ruleNotFound, sequenceNotFound } from './enrollment-rules.errors';
import { EnrollmentRulesRepository, PREVIEW_FIRST_CRITERIA_PARAM, type RuleRow } from './enrollment-rules.repository';
import { projectRule, todayIn } from './rule-projection.policy';
import { checkRuleFields, ruleChanges, ruleEditSummary, type RuleFields } from './rule-fields.policy';
import { EDITABLE_RULE_STATUSES, illegalMoveMessage, nextRuleStatus, RULE_TRANSITIONS, type RuleAction } from './rule-status.policy';

/** The stored rule's fields as create and edit take them. */
const fieldsOf = (rule: RuleRow): RuleFields => ({
  name: rule.name,
  description: rule.description,
  dateField: rule.date_field,
  startDate: rule.start_date,
  endDate: rule.end_date,
  includeFuture: rule.include_future,
  criteria: parseCriteria(rule.criteria_json),
  caps: rule.caps_json,
  sendWindow: rule.send_window_json,
  timezone: rule.timezone,
});

/** Enrollment rules: create (validated, with defaults), list, start/pause/stop, preview. */
/**
 * Edits that leave the stored preview total true: it counts the contacts the dates, timezone and criteria select, so
 * the name, description, caps, send days and hours (which only pace the enrolling) and include_future (which only
 * says whether the runner keeps taking later contacts) do not change it.
 */
const TOTAL_KEEPING_FIELDS = new Set(['Name', 'Description', 'Include future contacts', 'Daily organisation cap', 'Daily sequence cap', 'Send days', 'Send hours']);

@Injectable()
export class EnrollmentRulesService {
  constructor(
    private readonly rules: EnrollmentRulesRepository,
    private readonly stepTypes: StepHandlers,
    private readonly history: SequenceHistoryWriter,
  ) {}

  async list(sequenceId: string): Promise<EnrollmentRuleDto[]> {
    if (!(await this.rules.liveSequenceExists(sequenceId))) throw sequenceNotFound();
    return (await this.rules.listForSequence(sequenceId)).map(mapRule);
  }

  async create(body: CreateEnrollmentRuleDto, ownerUserId: string | null): Promise<EnrollmentRuleDto> {
    const fields = checkRuleFields(body);
    if (!(await this.rules.liveSequenceExists(body.sequence_id))) throw sequenceNotFound();
    const id = await this.rules.insert({ ...fields, sequenceId: body.sequence_id, ownerUserId });
    return mapRule(await this.load(id));
  }

  /**
   * Edits a draft or paused rule: the fields sent replace the stored ones (the rest are kept) and the result is
   * checked like a new rule. An active rule answers 'Pause the rule to edit it'; a stopped or completed one is final.
   * What changed is written, in words, to the sequence's History in the same transaction; the update only happens
   * while the rule is still draft or paused, so a start racing the edit cannot run a half-edited rule.
   */
  async update(id: string, body: UpdateEnrollmentRuleDto, actorUserId: string | null): Promise<EnrollmentRuleDto> {
    const rule = await this.load(id);
    if (!EDITABLE_RULE_STATUSES.includes(rule.status)) throw notEditable(rule.status);
    const before = fieldsOf(rule);
    const after = checkRuleFields({
      name: body.name ?? rule.name,
      description: body.description ?? rule.description,
      date_field: body.date_field ?? rule.date_field,
      start_date: body.start_date ?? rule.start_date,
      end_date: body.end_date === undefined ? rule.end_date : body.end_date,
      include_future: body.include_future ?? rule.include_future,
      criteria_json: body.criteria_json === undefined ? rule.criteria_json : body.criteria_json,
      caps_json: body.caps_json === undefined ? rule.caps_json : body.caps_json,
      send_window_json: body.send_window_json === undefined ? rule.send_window_json : body.send_window_json,
      timezone: body.timezone ?? rule.timezone,
    });
    const changes = ruleChanges(before, after);
    if (changes.length === 0) return mapRule(rule);
    const eligibilityChanged = changes.some((change) => !TOTAL_KEEPING_FIELDS.has(change.field));
    const updated = await this.rules.update(id, EDITABLE_RULE_STATUSES, after, {
      resetPreview: eligibilityChanged,
      alongside: (manager) => this.history.record(manager, {
        sequenceId: rule.sequence_id, type: 'updated', actorUserId, summary: ruleEditSummary(after.name, changes), details: { rule_id: id, changes },
      }),
    });
    if (!updated) throw notEditable((await this.load(id)).status);
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
      contactAlias: 'c', firstParamIndex: PREVIEW_FIRST_CRITERIA_PARAM, today, timezone: rule.timezone,
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
    const problem = await this.stepTypes.readinessProblem(await this.rules.steps(sequenceId));
    if (problem) throw new EnrollmentRulesError(EnrollmentRulesErrorCode.InvalidTemplate, problem);
  }
}
