import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import { LeadEmailIngestionService } from '../lead-email-ingestion.service';
import { DeltaStateExpiredError, GraphMailboxClient } from './graph-mailbox.client';
import { MailboxStateRepository } from './mailbox-state.repository';

export interface MailboxSyncResult {
  seen: number;
  ingested: number;
  skipped: number;
  failed: number;
  busy?: boolean;
}

const stripBrackets = (id: string): string => id.trim().replace(/^<|>$/g, '');

/**
 * Reads new mail from the lead mailbox folder with a Graph delta query (paging, resumable deltaLink) and hands
 * each message's MIME to the email ingestion. One reader at a time (advisory lock), scheduled by the worker.
 */
@Injectable()
export class MailboxSyncService {
  private readonly logger = new Logger(MailboxSyncService.name);

  constructor(
    private readonly graph: GraphMailboxClient,
    private readonly state: MailboxStateRepository,
    private readonly ingestion: LeadEmailIngestionService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
  ) {}

  get configured(): boolean {
    return this.graph.configured;
  }

  /** Asks a worker to read the mailbox now (deduplicated while one is waiting). */
  async requestSync(): Promise<boolean> {
    if (!this.graph.configured) return false;
    await this.jobs.enqueue(JobName.MailboxSync, {}, { deduplication: { id: 'mailbox-sync' }, attempts: 3 });
    return true;
  }

  async syncNow(): Promise<MailboxSyncResult> {
    const result = await this.state.withReaderLock(() => this.readAll());
    return result ?? { seen: 0, ingested: 0, skipped: 0, failed: 0, busy: true };
  }

  private async readAll(): Promise<MailboxSyncResult> {
    const { mailbox, folder } = this.config.graph;
    const key = mailbox ?? '';
    const result: MailboxSyncResult = { seen: 0, ingested: 0, skipped: 0, failed: 0 };
    let link = await this.state.deltaLink(key, folder);
    for (;;) {
      let page;
      try {
        page = await this.graph.deltaPage(link);
      } catch (error) {
        if (!(error instanceof DeltaStateExpiredError) || link === null) throw error;
        this.logger.warn(`${error.message}; starting a new round`);
        link = null;
        continue;
      }
      const live = page.messages.filter((m) => !m.removed);
      result.seen += live.length;
      const known = await this.state.knownMessageIds(live.map((m) => stripBrackets(m.internetMessageId ?? '')).filter(Boolean));
      for (const message of live) {
        if (message.internetMessageId && known.has(stripBrackets(message.internetMessageId))) {
          result.skipped++;
          continue;
        }
        const outcome = await this.ingestion.ingest(await this.graph.rawMessage(message.id), 'graph');
        if (outcome.duplicate) result.skipped++;
        else if (outcome.status === 'failed') result.failed++;
        else result.ingested++;
      }
      if (page.nextLink) {
        link = page.nextLink;
        continue;
      }
      await this.state.saveDeltaLink(key, folder, page.deltaLink);
      break;
    }
    this.logger.log({ ...result }, 'Lead mailbox read');
    return result;
  }
}
