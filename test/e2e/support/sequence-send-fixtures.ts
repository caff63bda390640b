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
import { insertContact, insertRun, insertSequence, insertTemplate, sql } from './factories';

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
  const { id: templateId } = await insertTemplate(db, { name: `${name} template`, subject: 'Your move, {{firstName}}', html: '<p>Hello {{firstName}}, moving on {{moveDate}}?</p>' });
  const { id: sequenceId } = await insertSequence(db, { name }, [
    { template_id: templateId },
    { template_id: templateId, subject_override: 'Checking in, {{firstName}}', from_override: step2From, delay_seconds: 86400 },
    { delay_seconds: 86400 }, // no template chosen yet
  ]);
  return { sequenceId, templateId };
}

let contacts = 0;

/** A contact enrolled (active) in the sequence; answers the enrollment id and the contact's address. */
export async function enroll(db: DataSource, sequenceId: string, firstName = 'Maria'): Promise<{ enrollmentId: string; email: string; contactId: string }> {
  contacts += 1;
  const email = `${firstName.toLowerCase()}.${Date.now().toString(36)}${contacts}@customer.example`;
  const { id: contactId } = await insertContact(db, { first_name: firstName, last_name: 'Lopez', email });
  const { id: enrollmentId } = await insertRun(db, { sequence_id: sequenceId, contact_id: contactId, next_run_at: sql('now()') });
  return { enrollmentId, email, contactId };
}
