import type { INestApplication } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { AssetsService } from 'src/modules/assets/assets.service';
import { DELIVERY_SETTINGS, type DeliverySettings } from 'src/modules/delivery/delivery.config';
import { MAIL_PROVIDER, type MailProvider } from 'src/modules/delivery/mail-provider.types';
import { MailboxBudgetRepository } from 'src/modules/delivery/mailboxes/mailbox-budget.repository';
import { MailboxBudgetService } from 'src/modules/delivery/mailboxes/mailbox-budget.service';
import { MailboxPauseService } from 'src/modules/delivery/mailboxes/mailbox-pause.service';
import type { SequenceSendSettings } from 'src/modules/delivery/sequence-send/sequence-send.config';
import { SequenceSendRepository } from 'src/modules/delivery/sequence-send/sequence-send.repository';
import { SequenceSenderService } from 'src/modules/delivery/sequence-send/sequence-sender.service';
import { SequenceStepEmailRenderer } from 'src/modules/delivery/sequence-send/sequence-step-email.renderer';
import { EmailRenderer } from 'src/modules/templates/rendering/email-renderer.service';
import { TemplatesService } from 'src/modules/templates/templates.service';
import { MergeVariablesService } from 'src/modules/templates/variables/merge-variables.service';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { RecipientDomainHoldService } from 'src/modules/delivery/mailboxes/recipient-domain-hold.service';
import { RedisClient } from 'src/queue/redis-client.provider';

/**
 * The SequenceSender over the running app's own collaborators (its mail provider, renderer, database), with the
 * settings and provider a test chooses (a wrapper that watches or fails calls).
 */
export function senderFor(app: INestApplication, db: DataSource, options: { settings?: Partial<SequenceSendSettings>; provider?: MailProvider } = {}): SequenceSenderService {
  const get = <T>(token: unknown): T => app.get<T>(token as string, { strict: false });
  const settings = { ...get<AppConfigService>(AppConfigService).sequenceSend, ...options.settings };
  return new SequenceSenderService(
    new SequenceSendRepository(db, get<RedisClient>(RedisClient)),
    new MailboxBudgetService(new MailboxBudgetRepository(db), get<MailboxPauseService>(MailboxPauseService), settings),
    get<RecipientDomainHoldService>(RecipientDomainHoldService),
    options.provider ?? get<MailProvider>(MAIL_PROVIDER),
    settings,
    new SequenceStepEmailRenderer(
      get<TemplatesService>(TemplatesService),
      get<MergeVariablesService>(MergeVariablesService),
      get<EmailRenderer>(EmailRenderer),
      get<AssetsService>(AssetsService),
      get<DeliverySettings>(DELIVERY_SETTINGS),
    ),
    get<EngineCounters>(EngineCounters),
  );
}

export interface SequenceFixture {
  sequenceId: string;
  templateId: string;
}

/** A sequence with two steps on one template: step 2 overrides the subject and the From. */
export async function createSequence(db: DataSource, name: string, step2From = 'Sam Seller <quotes@movingco.example>'): Promise<SequenceFixture> {
  const [{ id: templateId }] = (await db.query(
    `INSERT INTO email_templates (name, subject, html) VALUES ($1, 'Your move, {{firstName}}', '<p>Hello {{firstName}}, moving on {{moveDate}}?</p>') RETURNING id`,
    [`${name} template`],
  )) as { id: string }[];
  const [{ id: sequenceId }] = (await db.query(`INSERT INTO sequences (name) VALUES ($1) RETURNING id`, [name])) as { id: string }[];
  await db.query(
    `INSERT INTO sequence_steps (sequence_id, step_order, template_id, subject_override, from_override, delay_seconds)
     VALUES ($1, 1, $2, NULL, NULL, 0), ($1, 2, $2, 'Checking in, {{firstName}}', $3, 86400), ($1, 3, NULL, NULL, NULL, 86400)`,
    [sequenceId, templateId, step2From],
  );
  return { sequenceId, templateId };
}

let contacts = 0;

/** A contact enrolled (active) in the sequence; answers the enrollment id and the contact's address. */
export async function enroll(db: DataSource, sequenceId: string, firstName = 'Maria'): Promise<{ enrollmentId: string; email: string; contactId: string }> {
  contacts += 1;
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${contacts}@customer.example`;
  const [{ id: contactId }] = (await db.query(`INSERT INTO contacts (first_name, last_name, email) VALUES ($1, 'Lopez', $2) RETURNING id`, [firstName, email])) as { id: string }[];
  const [{ id: enrollmentId }] = (await db.query(
    `INSERT INTO sequence_enrollments (sequence_id, contact_id, status, current_step, next_run_at) VALUES ($1, $2, 'active', 1, now()) RETURNING id`,
    [sequenceId, contactId],
  )) as { id: string }[];
  return { enrollmentId, email, contactId };
}
