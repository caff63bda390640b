import { Injectable } from '@nestjs/common';
import { mayWrite } from 'src/common/access/write-access.policy';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { RunStartsService } from 'src/modules/runs/start/run-starts.service';
import { AssignmentError, AssignmentErrorCode, CANCEL_MESSAGES, type CancelBlock } from './enrollment-assignment.errors';
import { EnrollmentAssignmentRepository, type EnrollmentListRow } from './enrollment-assignment.repository';
import { EnrollmentService, SKIP_REASON_LABELS, type SkipReason } from './enrollment.service';
import { exclusionsCsv } from './exclusions-csv.policy';

export interface EnrollmentView {
  id: string;
  contact_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  state: string;
  rule_name: string | null;
  enrolled_at: string;
  current_step: number;
  next_run_at: string | null;
  end_reason: string | null;
  can_unenroll: boolean;
  disabled_reason: CancelBlock | null;
}

export interface ManualAssignResult {
  success: true;
  assigned_count: number;
  skipped_count: number;
  skippedReasons: { counts: Partial<Record<SkipReason, number>>; contacts: { contact_id: string; reason: SkipReason }[] };
  enrollment_ids: string[];
  exclusions_csv: string | null;
}

const ENDED = new Set(['completed', 'canceled', 'failed']);

/**
 * Who may unenroll: admins, the sequence's owner and the user who enrolled the contact. Ended enrollments and ones
 * that are not active or pending (paused) cannot be canceled.
 */
export function cancelBlock(row: { status: string; owner_user_id: string | null; enrolled_by_user_id: string | null }, user: AuthUser): CancelBlock | null {
  if (ENDED.has(row.status)) return 'already_ended';
  if (row.status !== 'active' && row.status !== 'pending') return 'not_active';
  if (!mayWrite(user, { ownerUserId: row.owner_user_id, enrolledByUserId: row.enrolled_by_user_id })) return 'permission_denied';
  return null;
}

const fullName = (first: string | null, last: string | null): string => [first, last].filter((p) => p && p.trim() !== '').join(' ');

@Injectable()
export class EnrollmentsService {
  constructor(
    private readonly repo: EnrollmentAssignmentRepository,
    private readonly door: EnrollmentService,
    private readonly runs: RunStartsService,
  ) {}

  async manualAssign(sequenceId: string, body: { contact_ids: string[]; start_step?: number; delay_overrides?: Record<string, number> }, user: AuthUser): Promise<ManualAssignResult> {
    const result = await this.door.enroll({
      sequenceId, contactIds: body.contact_ids ?? [], source: 'manual', userId: user.id, startStep: body.start_step, delayOverrides: body.delay_overrides,
    });
    const counts: Partial<Record<SkipReason, number>> = {};
    for (const s of result.skipped) counts[s.reason] = (counts[s.reason] ?? 0) + 1;
    const byId = new Map(result.contacts.map((c) => [c.id, c]));
    const csv = exclusionsCsv(result.skipped.map((s) => {
      const c = byId.get(s.contactId);
      return { contact_id: s.contactId, email: c?.email ?? null, name: c ? fullName(c.first_name, c.last_name) : '', reason: SKIP_REASON_LABELS[s.reason] };
    }));
    return {
      success: true,
      assigned_count: result.enrolled.length,
      skipped_count: result.skipped.length,
      skippedReasons: { counts, contacts: result.skipped.map((s) => ({ contact_id: s.contactId, reason: s.reason })) },
      enrollment_ids: result.enrolled.map((e) => e.enrollmentId),
      exclusions_csv: csv,
    };
  }

  async list(sequenceId: string, q: { limit: number; offset: number; status: string | null }, user: AuthUser): Promise<{ enrollments: EnrollmentView[]; total: number }> {
    if (!(await this.repo.sequence(sequenceId))) throw new AssignmentError(AssignmentErrorCode.SequenceNotFound, 'Sequence not found');
    const rows = await this.repo.list(sequenceId, q.status, q.limit, q.offset);
    return { enrollments: rows.map((r) => this.view(r, user)), total: rows[0]?.total ?? 0 };
  }

  async cancel(id: string, user: AuthUser): Promise<EnrollmentView> {
    const row = await this.repo.one(id);
    if (!row) throw new AssignmentError(AssignmentErrorCode.EnrollmentNotFound, 'Enrollment not found');
    this.assertCancellable({ ...row, status: row.state }, user);
    const ended = await this.runs.cancel([id], `unenrolled by ${user.displayName || user.email}`, null);
    const after = await this.repo.one(id);
    if (!after) throw new AssignmentError(AssignmentErrorCode.EnrollmentNotFound, 'Enrollment not found');
    // Another request ended or paused it between the read and the update.
    if (ended.length === 0) this.assertCancellable({ ...after, status: after.state }, user);
    return this.view(after, user);
  }

  async bulkUnenroll(sequenceId: string, ids: string[], user: AuthUser): Promise<{ unenrolled: number; skipped: { id: string; reason: string }[] }> {
    const unique = [...new Set(ids ?? [])];
    if (unique.length === 0) throw new AssignmentError(AssignmentErrorCode.NoEnrollments, 'No enrollments selected');
    if (!(await this.repo.sequence(sequenceId))) throw new AssignmentError(AssignmentErrorCode.SequenceNotFound, 'Sequence not found');
    const rows = new Map((await this.repo.ownership(unique)).map((r) => [r.id, r]));
    const skipped: { id: string; reason: string }[] = [];
    const allowed: string[] = [];
    for (const id of unique) {
      const row = rows.get(id);
      if (!row || row.sequence_id !== sequenceId) { skipped.push({ id, reason: 'not_found' }); continue; }
      const block = cancelBlock(row, user);
      if (block) skipped.push({ id, reason: block }); else allowed.push(id);
    }
    const ended = new Set(await this.runs.cancel(allowed, `unenrolled by ${user.displayName || user.email}`, sequenceId));
    for (const id of allowed) if (!ended.has(id)) skipped.push({ id, reason: 'already_ended' });
    return { unenrolled: ended.size, skipped };
  }

  private assertCancellable(row: { status: string; owner_user_id: string | null; enrolled_by_user_id: string | null }, user: AuthUser): void {
    const block = cancelBlock(row, user);
    if (block === null) return;
    const code = block === 'already_ended' ? AssignmentErrorCode.AlreadyEnded : block === 'not_active' ? AssignmentErrorCode.NotActive : AssignmentErrorCode.PermissionDenied;
    throw new AssignmentError(code, CANCEL_MESSAGES[block], { reason: block });
  }

  private view(r: EnrollmentListRow, user: AuthUser): EnrollmentView {
    const block = cancelBlock({ status: r.state, owner_user_id: r.owner_user_id, enrolled_by_user_id: r.enrolled_by_user_id }, user);
    return {
      id: r.id, contact_id: r.contact_id, first_name: r.first_name, last_name: r.last_name, email: r.email, state: r.state,
      rule_name: r.rule_name, enrolled_at: new Date(r.enrolled_at).toISOString(), current_step: r.current_step,
      next_run_at: r.next_run_at ? new Date(r.next_run_at).toISOString() : null, end_reason: r.end_reason,
      can_unenroll: block === null, disabled_reason: block,
    };
  }
}
