import { Inject, Injectable } from '@nestjs/common';
import type { CreateSequenceDto, UpdateSequenceDto } from './dto/save-sequence.dto';
import type { SequenceStepDto } from './dto/sequence-response.dto';
import type { StepInputDto } from './dto/sequence-steps.dto';
import { mapSequence, mapStep } from './dto/sequence.mapper';
import type { SequenceDto } from './dto/sequence-response.dto';
import type { SequenceEntity } from './entities/sequence.entity';
import { SequenceEventsRepository } from './history/sequence-events.repository';
import { SEQUENCE_RUNS, type SequenceRuns } from './sequence-runs.types';
import { STEP_TYPES, type StepTypes } from './step-types.types';
import { copyName } from './sequence-state.policy';
import { SequenceStepsRepository, type StepWrite } from './sequence-steps.repository';
import { DEFAULT_DELETE_REASON, DEFAULT_GOAL_STATUSES, type ListSort, type ListStatus, SEQUENCE_DEFAULTS } from './sequences.constants';
import { parseStepAnchor, stepAnchorProblems } from 'src/modules/sequences/schedule/step-anchor.policy';
import { parseStepCondition } from 'src/modules/sequences/criteria/step-condition.policy';
import { branchProblems } from './sequence-branches.policy';
import { parseQuietHours } from 'src/modules/sequences/schedule/quiet-hours.policy';
import { invalidSequence, SequencesError, SequencesErrorCode, sequenceNotFound } from './sequences.errors';
import { SequencesRepository, type SequenceWrite, type Transaction } from './sequences.repository';

/** The n of a "Step n: …" problem, to list problems in step order. */
const stepNumber = (problem: string): number => Number(/^Step (\d+)/.exec(problem)?.[1] ?? 0);

const isNameTaken = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505' && String((error as { constraint?: unknown }).constraint) === 'sequences_live_name_key';

const nameConflict = (existingId: string): SequencesError =>
  new SequencesError(SequencesErrorCode.NameConflict, 'A sequence with this name already exists', { existing: { id: existingId } });

const writeOf = (body: UpdateSequenceDto): Partial<SequenceWrite> => {
  const write: Partial<SequenceWrite> = {};
  if (body.name !== undefined) write.name = body.name;
  if (body.description !== undefined) write.description = body.description;
  if (body.is_active !== undefined) write.isActive = body.is_active;
  if (body.stop_on_reply !== undefined) write.stopOnReply = body.stop_on_reply;
  if (body.stop_on_ooo !== undefined) write.stopOnOoo = body.stop_on_ooo;
  if (body.stop_on_bounce !== undefined) write.stopOnBounce = body.stop_on_bounce;
  if (body.reply_lookback_hours !== undefined) write.replyLookbackHours = body.reply_lookback_hours;
  if (body.goal_statuses !== undefined) write.goalStatuses = body.goal_statuses;
  if (body.goal_move_date_passed !== undefined) write.goalMoveDatePassed = body.goal_move_date_passed;
  if (body.on_reply_next_step_id !== undefined) write.onReplyNextStepId = body.on_reply_next_step_id;
  if (body.on_no_reply_next_step_id !== undefined) write.onNoReplyNextStepId = body.on_no_reply_next_step_id;
  return write;
};

/** The A/B winners a save sets where the step (same id, else same place) had another or none. */
const chosenWinners = (before: readonly { id: string; stepOrder: number; config: Record<string, unknown> | null }[], after: readonly StepWrite[]): { step: number; winner: string }[] => {
  const winnerOf = (config: Record<string, unknown> | null | undefined): string | null => (typeof config?.winner === 'string' ? config.winner : null);
  return after.flatMap((step) => {
    const previous = before.find((old) => (step.id ? old.id === step.id : old.stepOrder === step.stepOrder));
    const winner = winnerOf(step.config);
    return winner && winner !== winnerOf(previous?.config) ? [{ step: step.stepOrder, winner }] : [];
  });
};

/** The designer's fields as the history names them (the API's names stay in the event's details). */
const FIELD_WORDS: Record<keyof SequenceWrite, { api: string; words: string }> = {
  name: { api: 'name', words: 'name' },
  description: { api: 'description', words: 'description' },
  isActive: { api: 'is_active', words: 'archived' },
  stopOnReply: { api: 'stop_on_reply', words: 'stop on reply' },
  stopOnOoo: { api: 'stop_on_ooo', words: 'stop on out-of-office' },
  stopOnBounce: { api: 'stop_on_bounce', words: 'stop on bounce' },
  replyLookbackHours: { api: 'reply_lookback_hours', words: 'reply look-back hours' },
  goalStatuses: { api: 'goal_statuses', words: 'goal' },
  goalMoveDatePassed: { api: 'goal_move_date_passed', words: 'end after the move date' },
  onReplyNextStepId: { api: 'on_reply_next_step_id', words: 'step after a reply' },
  onNoReplyNextStepId: { api: 'on_no_reply_next_step_id', words: 'step without a reply' },
};

/** The fields a save really changes (a designer save sends every field; the history lists only what differs). */
const changedFields = (sequence: SequenceEntity, write: Partial<SequenceWrite>): (keyof SequenceWrite)[] =>
  (Object.keys(write) as (keyof SequenceWrite)[]).filter((key) => JSON.stringify(write[key]) !== JSON.stringify(sequence[key]));

/** Sequences: cards, designer fields, the whole step list, delete with force, duplicate. */
@Injectable()
export class SequencesService {
  constructor(
    private readonly sequences: SequencesRepository,
    private readonly steps: SequenceStepsRepository,
    @Inject(SEQUENCE_RUNS) private readonly enrollments: SequenceRuns,
    @Inject(STEP_TYPES) private readonly stepTypes: StepTypes,
    private readonly events: SequenceEventsRepository,
  ) {}

  async list(search: { term?: string; status?: ListStatus; sort?: ListSort }): Promise<{ items: SequenceDto[]; total: number }> {
    const rows = await this.sequences.cards({ term: search.term || undefined, status: search.status ?? 'all', sort: search.sort ?? 'updated_desc' });
    return { items: rows.map(mapSequence), total: rows[0]?.all_count ?? (await this.sequences.countLive()) };
  }

  summary(): ReturnType<SequencesRepository['summary']> {
    return this.sequences.summary();
  }

  async card(id: string, manager?: Transaction): Promise<SequenceDto> {
    const row = await this.sequences.card(id, manager);
    if (!row) throw sequenceNotFound();
    return mapSequence(row);
  }

  async detail(id: string): Promise<{ sequence: SequenceDto; steps: SequenceStepDto[] }> {
    const sequence = await this.card(id);
    return { sequence, steps: (await this.steps.list(id)).map(mapStep) };
  }

  async create(body: CreateSequenceDto, ownerUserId: string): Promise<SequenceDto> {
    const existing = await this.sequences.liveNamed(body.name);
    if (existing) throw nameConflict(existing.id);
    // A new sequence has no steps yet: a branch can name none of them.
    const branchRefusals = branchProblems({ replyStepId: body.on_reply_next_step_id ?? null, noReplyStepId: body.on_no_reply_next_step_id ?? null }, []);
    if (branchRefusals.length > 0) throw invalidSequence(branchRefusals);
    try {
      const created = await this.sequences.transaction(async (manager) => {
        const row = await this.sequences.insert(
          { description: '', onReplyNextStepId: null, onNoReplyNextStepId: null, goalStatuses: [...DEFAULT_GOAL_STATUSES], goalMoveDatePassed: false, ...SEQUENCE_DEFAULTS, ...writeOf(body), name: body.name, ownerUserId },
          manager,
        );
        await this.events.record(manager, { sequenceId: row.id, type: 'created', actorUserId: ownerUserId, summary: `Created "${row.name}"`, details: { name: row.name } });
        return row;
      });
      return await this.card(created.id);
    } catch (error) {
      throw await this.conflictOr(error, body.name);
    }
  }

  async update(id: string, body: UpdateSequenceDto, actorUserId: string | null = null): Promise<SequenceDto> {
    const sequence = await this.live(id);
    if (body.name !== undefined) {
      const existing = await this.sequences.liveNamed(body.name, id);
      if (existing) throw nameConflict(existing.id);
    }
    if (body.on_reply_next_step_id !== undefined || body.on_no_reply_next_step_id !== undefined) {
      const branches = {
        replyStepId: body.on_reply_next_step_id !== undefined ? body.on_reply_next_step_id : sequence.onReplyNextStepId,
        noReplyStepId: body.on_no_reply_next_step_id !== undefined ? body.on_no_reply_next_step_id : sequence.onNoReplyNextStepId,
      };
      const problems = branchProblems(branches, await this.steps.list(id));
      if (problems.length > 0) throw invalidSequence(problems);
    }
    try {
      const write = writeOf(body);
      const changed = changedFields(sequence, write);
      await this.sequences.transaction(async (manager) => {
        await this.sequences.update(sequence, write, manager);
        if (changed.length === 0) return;
        const summary = `Details updated: ${changed.map((key) => FIELD_WORDS[key].words).join(', ')}`;
        await this.events.record(manager, { sequenceId: id, type: 'updated', actorUserId, summary, details: { fields: changed.map((key) => FIELD_WORDS[key].api) } });
      });
    } catch (error) {
      throw await this.conflictOr(error, body.name ?? sequence.name);
    }
    return this.card(id);
  }

  async listSteps(id: string): Promise<SequenceStepDto[]> {
    await this.live(id);
    return (await this.steps.list(id)).map(mapStep);
  }

  /**
   * Replaces the whole step list in the given order (step_order 1..n). Each step's settings are checked by its type's
   * handler (an email step: its template exists, a deleted one only where the step already used it; its sender is one
   * of our mailboxes). Ids of this sequence's steps are kept; others get new ids.
   */
  async saveSteps(id: string, input: StepInputDto[], actorUserId: string | null = null): Promise<SequenceStepDto[]> {
    await this.sequences.transaction(async (manager) => {
      if (!(await this.sequences.lockLive(manager, id))) throw sequenceNotFound();
      const current = await this.steps.list(id, manager);
      const currentIds = new Set(current.map((step) => step.id));
      const seenIds = new Set<string>();
      // wait_until (every type's timing): null = plain delay; otherwise a move-date anchor (see step-anchor.policy.ts).
      const timingProblems = input.flatMap((step, index) => stepAnchorProblems(step.wait_until).map((problem) => `Step ${index + 1}: ${problem}`));
      // skip_if / stop_if (every type's conditions): the rules' filter language, stored normalised (step-condition.policy.ts);
      // quiet_hours: the hours the step may go out, narrowing the send window (quiet-hours.policy.ts).
      const conditionProblems: string[] = [];
      const writes: StepWrite[] = input.map((step, index) => {
        const anchor = parseStepAnchor(step.wait_until);
        const skip = parseStepCondition(step.skip_if, 'skip_if');
        const stop = parseStepCondition(step.stop_if, 'stop_if');
        const quiet = parseQuietHours(step.quiet_hours);
        conditionProblems.push(...[...skip.problems, ...stop.problems, ...quiet.problems].map((problem) => `Step ${index + 1}: ${problem}`));
        const keepId = step.id && currentIds.has(step.id) && !seenIds.has(step.id) ? step.id : undefined;
        if (keepId) seenIds.add(keepId);
        return {
          ...(keepId ? { id: keepId } : {}),
          stepOrder: index + 1,
          type: step.type ?? 'email',
          templateId: step.template_id ?? step.template ?? null,
          subjectOverride: step.subject_override ?? null,
          fromOverride: step.from_override ?? null,
          delaySeconds: step.delay_seconds ?? 0,
          quietHours: quiet.hours ? { ...quiet.hours } : null,
          skipIf: skip.condition ? { filters: skip.condition.filters } : null,
          stopIf: stop.condition ? { filters: stop.condition.filters } : null,
          waitUntil: anchor ? { ...anchor } : null,
          config: step.config ?? null,
        };
      });
      const typeProblems = await this.stepTypes.configProblems(writes, { keptTemplateIds: new Set(current.map((step) => step.templateId)), stepCount: writes.length });
      const problems = [...timingProblems, ...conditionProblems, ...typeProblems].sort((a, b) => stepNumber(a) - stepNumber(b));
      if (problems.length === 0) {
        // A step that could not run (e.g. a template stored before unknown variables were refused) would fail every
        // run that reaches it: refused here as at activation.
        const unsendable = await this.stepTypes.readinessProblem(writes);
        if (unsendable) problems.push(unsendable);
      }
      if (problems.length > 0) throw invalidSequence(problems);
      await this.steps.replace(manager, id, writes);
      // A branch whose step is gone or became step 1 no longer holds: it is cleared (the designer shows none).
      await this.sequences.clearStaleBranches(manager, id);
      await manager.query(`UPDATE sequences SET updated_at = now() WHERE id = $1`, [id]);
      // An A/B winner chosen (or changed) by hand is said in the history line: later runs all get it.
      const winners = chosenWinners(current, writes);
      const summary = `Steps saved (${writes.length} step${writes.length === 1 ? '' : 's'})${winners.map((w) => `; variant ${w.winner} chosen as the winner of step ${w.step}`).join('')}`;
      await this.events.record(manager, { sequenceId: id, type: 'steps_saved', actorUserId, summary, details: { count: writes.length, ...(winners.length ? { winners } : {}) } });
    });
    return (await this.steps.list(id)).map(mapStep);
  }

  /**
   * Soft-deletes a sequence. With live enrollments it refuses (409 SEQUENCE_ACTIVE, with their number) unless
   * `force`, which cancels them with the reason first. Answers how many enrollments were canceled.
   */
  async delete(id: string, options: { force?: boolean; reason?: string }, actorUserId: string | null = null): Promise<number> {
    return this.sequences.transaction(async (manager) => {
      if (!(await this.sequences.lockLive(manager, id))) throw sequenceNotFound();
      const live = await this.enrollments.countLive(manager, id);
      if (live > 0 && !options.force) {
        throw new SequencesError(
          SequencesErrorCode.HasActiveEnrollments,
          `Cannot delete active sequence: ${live} active enrollment${live === 1 ? '' : 's'}. Delete with force to cancel them.`,
          { active_enrollments: live },
        );
      }
      const canceled = live > 0 ? await this.enrollments.cancelLive(manager, id, options.reason || DEFAULT_DELETE_REASON) : 0;
      await this.sequences.softDelete(manager, id);
      const summary = live > 0 ? `Deleted with force: ${canceled} enrollment${canceled === 1 ? '' : 's'} canceled` : 'Deleted';
      await this.events.record(manager, { sequenceId: id, type: 'deleted', actorUserId, summary, details: { force: live > 0, canceled, reason: options.reason || null } });
      return canceled;
    });
  }

  /** A copy named '{name} (Copy)' (numbered when taken) with the same fields and steps, owned by the caller, no enrollments. */
  async duplicate(id: string, ownerUserId: string): Promise<SequenceDto> {
    const copyId = await this.sequences.transaction(async (manager) => {
      const source = await this.sequences.findLive(id, manager);
      if (!source) throw sequenceNotFound();
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sequences.name'))`);
      const name = copyName(source.name, await this.sequences.liveNamesStartingWith(`${source.name.slice(0, 188)} (Copy)`, manager));
      const copy = await this.sequences.insert(
        {
          name,
          description: source.description,
          isActive: source.isActive,
          stopOnReply: source.stopOnReply,
          stopOnOoo: source.stopOnOoo,
          stopOnBounce: source.stopOnBounce,
          replyLookbackHours: source.replyLookbackHours,
          goalStatuses: source.goalStatuses,
          goalMoveDatePassed: source.goalMoveDatePassed,
          onReplyNextStepId: null,
          onNoReplyNextStepId: null,
          ownerUserId,
        },
        manager,
      );
      const steps = await this.steps.list(id, manager);
      await this.steps.replace(
        manager,
        copy.id,
        steps.map(({ stepOrder, type, templateId, subjectOverride, fromOverride, delaySeconds, quietHours, skipIf, stopIf, waitUntil, config }) => ({
          stepOrder, type, templateId, subjectOverride, fromOverride, delaySeconds, quietHours, skipIf, stopIf, waitUntil, config,
        })),
      );
      const summary = `Duplicated from "${source.name}"`;
      await this.events.record(manager, { sequenceId: copy.id, type: 'duplicated', actorUserId: ownerUserId, summary, details: { source_id: source.id, source_name: source.name } });
      return copy.id;
    });
    return this.card(copyId);
  }

  private async live(id: string): Promise<SequenceEntity> {
    const sequence = await this.sequences.findLive(id);
    if (!sequence) throw sequenceNotFound();
    return sequence;
  }

  private async conflictOr(error: unknown, name: string): Promise<unknown> {
    if (!isNameTaken(error)) return error;
    const existing = await this.sequences.liveNamed(name);
    return existing ? nameConflict(existing.id) : error;
  }
}
