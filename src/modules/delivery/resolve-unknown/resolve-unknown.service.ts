import { Inject, Injectable } from '@nestjs/common';
import type { AuthUser } from 'src/common/decorators/auth.decorators';
import { TransactionHost, type TypeOrmTransactions } from 'src/database/transactions';
import { OutboxEvent } from 'src/modules/outbox/outbox-events.constants';
import { OutboxService } from 'src/modules/outbox/outbox.service';
import { DeliveriesListRepository } from '../deliveries-list/deliveries-list.repository';
import { toDeliveryListItem } from '../deliveries-list/dto/deliveries-list.dto';
import type { ResolveDeliveryResponseDto, ResolvedRunDto } from './dto/resolve-unknown.dto';
import { deliveryNotFound, deliveryNotUnknown } from './resolve-unknown.errors';
import { cleanNote, notSentError, resolvedSentAt, resolveRefusal, retiredKey, type ResolveOutcome } from './resolve-unknown.policy';
import { ResolveUnknownRepository } from './resolve-unknown.repository';
import { type DecisionOutcome, UNKNOWN_SEND_DECISIONS, type UnknownSendDecisions } from './unknown-send-decisions.types';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

/**
 * An operator's decision on a delivery whose outcome is unknown (see resolve-unknown.policy for how the
 * idempotency key keeps "never two copies sent by the engine"). In one transaction: the delivery is locked and
 * must still be unknown; it is marked sent or not sent with who, when and the note; its run is moved through the
 * UNKNOWN_SEND_DECISIONS port the runs module implements (the advancer's rules, events and timeline lines);
 * and `enrollment.run_action` records the operator's act.
 */
@Injectable()
export class ResolveUnknownService {
  constructor(
    private readonly deliveries: ResolveUnknownRepository,
    private readonly list: DeliveriesListRepository,
    @Inject(UNKNOWN_SEND_DECISIONS) private readonly runs: UnknownSendDecisions,
    private readonly outbox: OutboxService,
    private readonly db: TransactionHost<TypeOrmTransactions>,
  ) {}

  resolve(id: string, outcome: ResolveOutcome, user: AuthUser, rawNote?: string | null): Promise<ResolveDeliveryResponseDto> {
    return this.db.withTransaction(async () => {
      const delivery = await this.deliveries.lock(id);
      if (!delivery) throw deliveryNotFound();
      const refusal = resolveRefusal(delivery.status);
      if (refusal) throw deliveryNotUnknown(refusal);
      const note = cleanNote(rawNote);
      const who = user.displayName || user.email;
      const step = delivery.step_order;
      let decided: DecisionOutcome | null = null;
      if (outcome === 'sent') {
        const sentAt = resolvedSentAt(delivery.attempt_started_at, new Date());
        await this.deliveries.markSent(id, { sentAt, userId: user.id, note });
        if (delivery.enrollment_id && step !== null) decided = await this.runs.confirmStepSent(delivery.enrollment_id, step, { deliveryId: id, sentAt, by: who });
      } else {
        const error = notSentError(who, note);
        await this.deliveries.markNotSent(id, { retiredKey: retiredKey(delivery.idempotency_key, id), error, userId: user.id, note });
        if (delivery.enrollment_id && step !== null) decided = await this.runs.sendStepAgain(delivery.enrollment_id, step, error);
      }
      if (decided?.run) {
        await this.outbox.append(OutboxEvent.RunActionTaken, {
          enrollmentId: decided.run.id, action: outcome === 'sent' ? 'delivery_marked_sent' : 'delivery_marked_not_sent', userId: user.id, reason: note,
        });
      }
      const row = await this.list.byId(id);
      if (!row) throw deliveryNotFound();
      return { success: true, delivery: toDeliveryListItem(row), run: decided?.run ? toResolvedRun(decided) : null };
    });
  }
}

function toResolvedRun({ run, moved }: DecisionOutcome): ResolvedRunDto | null {
  if (!run) return null;
  // Stored 1-based; the runs API counts from 0.
  return { id: run.id, status: run.status, current_step: run.current_step - 1, next_run_at: iso(run.next_run_at), moved };
}
