import type { INestApplicationContext } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { TransactionHost } from 'src/database/transactions';
import { DeliveriesService } from 'src/modules/delivery/deliveries.service';
import { SEQUENCE_SENDER, type SequenceSender, type SequenceSendOutcome } from 'src/modules/delivery/sequence-send/sequence-send.types';
import { AdvancerRepository } from 'src/modules/runs/advancer/advancer.repository';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { RunRecordsWriter } from 'src/modules/runs/advancer/run-records.writer';
import { StepConditionsService } from 'src/modules/runs/conditions/step-conditions.service';
import { CallStepHandler } from 'src/modules/runs/steps/call/call-step.handler';
import { EmailStepHandler } from 'src/modules/runs/steps/email/email-step.handler';
import { StepHandlers } from 'src/modules/runs/steps/step-handlers.registry';
import { TemplatesService } from 'src/modules/templates/templates.service';

/**
 * The delivery module's SequenceSender when the app has one; otherwise a small stand-in for tests: a deliveries row
 * keyed by run and step (an existing sent row answers sent without a second copy) and the real configured provider.
 */
export function sequenceSender(app: INestApplicationContext, db: DataSource): SequenceSender {
  try {
    return app.get<SequenceSender>(SEQUENCE_SENDER, { strict: false });
  } catch {
    const deliveries = app.get(DeliveriesService, { strict: false });
    return {
      async send({ enrollmentId, stepOrder }): Promise<SequenceSendOutcome> {
        const key = `seq:${enrollmentId}:${stepOrder}`;
        const [existing] = (await db.query(`SELECT id, status, sent_at FROM deliveries WHERE idempotency_key = $1`, [key])) as { id: string; status: string; sent_at: Date }[];
        if (existing?.status === 'sent') return { kind: 'sent', deliveryId: existing.id, sentAt: existing.sent_at };
        if (existing) return { kind: 'unknown', deliveryId: existing.id };
        const [run] = (await db.query(
          `SELECT c.id AS contact_id, c.email, st.template_id, coalesce(st.subject_override, s.name) AS subject
             FROM sequence_enrollments e JOIN contacts c ON c.id = e.contact_id JOIN sequences s ON s.id = e.sequence_id
             JOIN sequence_steps st ON st.sequence_id = e.sequence_id AND st.step_order = $2 WHERE e.id = $1`,
          [enrollmentId, stepOrder],
        )) as { contact_id: string; email: string; template_id: string; subject: string }[];
        const result = await deliveries.send({
          kind: 'sequence', idempotencyKey: key, templateId: run.template_id, contactId: run.contact_id, createdByUserId: null,
          message: { from: 'Movers <no-reply@movingco.example>', to: run.email, subject: `${run.subject} [${key}]`, html: `<p>${key}</p>`, text: key, headers: { 'X-Sequence-Key': key } },
        });
        return { kind: 'sent', deliveryId: result.delivery.id, sentAt: result.delivery.sentAt ?? new Date() };
      },
    };
  }
}

/** An advancer over the app's repositories whose email steps go out through the given sender (call steps as the app has them). */
export function advancerWith(app: INestApplicationContext, sender: SequenceSender): AdvancerService {
  const get = <T>(token: new (...args: never[]) => T): T => app.get(token, { strict: false });
  const steps = new StepHandlers([new EmailStepHandler(get(TemplatesService), get(AppConfigService), sender), get(CallStepHandler)]);
  return new AdvancerService(get(AdvancerRepository), get(RunRecordsWriter), get(TransactionHost), get(AppConfigService), steps, get(StepConditionsService));
}
