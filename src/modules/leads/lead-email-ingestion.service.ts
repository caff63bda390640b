import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from '../../config/app-config.service';
import type { LeadMessageSource } from './entities/lead-message.entity';
import { LeadIngestionService } from './lead-ingestion.service';
import { LeadMessagesRepository } from './lead-messages.repository';
import { parseLeadEmail } from './parsing/parse-lead-email';

export interface EmailIngestResult {
  message_id: string;
  status: 'parsed' | 'failed' | 'ignored';
  duplicate: boolean;
  opportunity_id: string | null;
  created: boolean;
  error: string | null;
}

/**
 * One lead email, from any arrival path (Graph mailbox, raw-MIME endpoint, CLI import): stored once in
 * lead_messages (idempotent on Message-ID) with its parse outcome; a parsed lead becomes an opportunity.
 * A failure is recorded on its message and never blocks the others.
 */
@Injectable()
export class LeadEmailIngestionService {
  private readonly logger = new Logger(LeadEmailIngestionService.name);

  constructor(
    private readonly messages: LeadMessagesRepository,
    private readonly leads: LeadIngestionService,
    private readonly config: AppConfigService,
  ) {}

  async ingest(raw: Buffer | string, source: LeadMessageSource): Promise<EmailIngestResult> {
    const parsed = await parseLeadEmail(raw, { timezone: this.config.leads.timezone });
    const id = await this.messages.insertOnce({
      messageId: parsed.messageId,
      source,
      receivedAt: parsed.receivedAt,
      fromAddress: parsed.from,
      subject: parsed.subject,
      parser: parsed.parser,
      status: parsed.status,
      error: parsed.error,
    });
    if (id === null) {
      const existing = await this.messages.findByMessageId(parsed.messageId);
      return {
        message_id: parsed.messageId,
        status: existing?.status ?? parsed.status,
        duplicate: true,
        opportunity_id: existing?.opportunityId ?? null,
        created: false,
        error: existing?.error ?? null,
      };
    }
    if (parsed.status !== 'parsed' || !parsed.lead) {
      return { message_id: parsed.messageId, status: parsed.status, duplicate: false, opportunity_id: null, created: false, error: parsed.error };
    }
    try {
      const result = await this.leads.ingest(parsed.lead, {
        leadSource: 'email',
        raw: { ...parsed.lead, message_id: parsed.messageId, subject: parsed.subject, from: parsed.from, parser: parsed.parser },
      });
      await this.messages.complete(id, { opportunityId: result.opportunityId });
      return { message_id: parsed.messageId, status: 'parsed', duplicate: false, opportunity_id: result.opportunityId, created: result.created, error: null };
    } catch (error) {
      const message = `Could not store the lead: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.error({ messageId: parsed.messageId, err: message }, 'Lead email ingestion failed');
      await this.messages.complete(id, { status: 'failed', error: message });
      return { message_id: parsed.messageId, status: 'failed', duplicate: false, opportunity_id: null, created: false, error: message };
    }
  }
}
