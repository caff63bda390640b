import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { storableCopy, storableText } from 'src/common/text/unsafe-text';
import { AppConfigService } from 'src/config/app-config.service';
import type { LeadMessageSource } from './entities/lead-message.entity';
import { LeadIngestionService } from './lead-ingestion.service';
import { LeadMessagesRepository, type NewLeadMessage } from './lead-messages.repository';
import { LeadEmailParserPool } from './parsing/lead-email-parser-pool';
import { providerFromSender } from './lead-provider-name.policy';

export interface EmailIngestResult {
  message_id: string;
  status: 'parsed' | 'failed' | 'ignored';
  duplicate: boolean;
  opportunity_id: string | null;
  created: boolean;
  error: string | null;
}

/** A concurrent copy of the same Message-ID committed first: this intake rolls back. */
class DuplicateLeadMessage extends Error {}

/**
 * One lead email, from any arrival path (Graph mailbox, raw-MIME endpoint, CLI import): stored once in
 * lead_messages (idempotent on Message-ID) with its parse outcome; a parsed lead becomes an opportunity in the
 * same transaction as its message row (one commit per email). A failure is recorded on its message and never
 * blocks the others.
 */
@Injectable()
export class LeadEmailIngestionService implements OnModuleDestroy {
  private readonly logger = new Logger(LeadEmailIngestionService.name);
  /** MIME decode and parsing run in worker threads with a time limit per message (never on this thread). */
  private readonly parser = new LeadEmailParserPool();

  constructor(
    private readonly messages: LeadMessagesRepository,
    private readonly leads: LeadIngestionService,
    private readonly config: AppConfigService,
  ) {}

  async ingest(raw: Buffer | string, source: LeadMessageSource): Promise<EmailIngestResult> {
    // Bytes from outside become stored text: no NUL characters or unpaired surrogates (PostgreSQL refuses them).
    const parsed = storableCopy(await this.parser.parse(raw, { timezone: this.config.leads.timezone }));
    const message: NewLeadMessage = {
      messageId: parsed.messageId,
      source,
      receivedAt: parsed.receivedAt,
      fromAddress: parsed.from,
      subject: parsed.subject,
      parser: parsed.parser,
      status: parsed.status,
      error: parsed.error,
    };
    const result = (status: EmailIngestResult['status'], extra: Partial<EmailIngestResult> = {}): EmailIngestResult => ({
      message_id: parsed.messageId,
      status,
      duplicate: false,
      opportunity_id: null,
      created: false,
      error: null,
      ...extra,
    });
    // No look-up first: an email seen before is found by its message row's insert (ON CONFLICT), which for a lead
    // rolls its whole intake back; one round trip fewer for every new email.
    if (parsed.status !== 'parsed' || !parsed.lead) {
      const id = await this.messages.insertOnce(message);
      return id === null ? this.duplicate(parsed.messageId) : result(parsed.status, { error: parsed.error });
    }
    try {
      const outcome = await this.leads.ingest(parsed.lead, {
        leadSource: 'email',
        provider: providerFromSender(parsed.from, this.config.leads.providerDomains),
        raw: { ...parsed.lead, message_id: parsed.messageId, subject: parsed.subject, from: parsed.from, parser: parsed.parser },
        withinTransaction: async (opportunityId) => {
          if ((await this.messages.insertWithLead({ ...message, opportunityId })) === null) throw new DuplicateLeadMessage();
        },
      });
      return result('parsed', { opportunity_id: outcome.opportunityId, created: outcome.created });
    } catch (error) {
      if (error instanceof DuplicateLeadMessage) return this.duplicate(parsed.messageId);
      const text = storableText(`Could not store the lead: ${error instanceof Error ? error.message : String(error)}`);
      this.logger.error({ messageId: parsed.messageId, err: text }, 'Lead email ingestion failed');
      await this.messages.insertOnce({ ...message, status: 'failed', error: text });
      return result('failed', { error: text });
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.parser.close();
  }

  private async duplicate(messageId: string): Promise<EmailIngestResult> {
    const existing = await this.messages.findByMessageId(messageId);
    return {
      message_id: messageId,
      status: existing?.status ?? 'failed',
      duplicate: true,
      opportunity_id: existing?.opportunityId ?? null,
      created: false,
      error: existing?.error ?? null,
    };
  }
}
