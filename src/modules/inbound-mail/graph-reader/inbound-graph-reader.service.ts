import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { JobQueue } from 'src/queue/job-queue.service';
import { JobName } from 'src/queue/queue.constants';
import { InboundMailError } from '../inbound-mail.errors';
import { InboundMailService } from '../inbound-mail.service';
import { InboundGraphStateRepository } from './inbound-graph-state.repository';
import { INBOUND_GRAPH_FOLDER, InboundGraphClient, InboxDeltaExpiredError, InboxMessageGoneError, type InboxDeltaMessage } from './inbound-graph.client';

/** What one read of one mailbox's inbox came to. */
export interface InboundGraphReadResult {
  mailbox: string;
  /** Messages the delta pages listed (removals not counted). */
  seen: number;
  /** Handed to the inbound pipeline and stored now. */
  received: number;
  /** Already stored (before or while downloading), or gone from the mailbox before it could be downloaded. */
  skipped: number;
  /** Rejected by the pipeline or failed while processing (logged with the mailbox and Graph id), given-up ones included. */
  failed: number;
  /** Failed for the INBOUND_GRAPH_MAX_ATTEMPTS-th time (or more): given up on, the saved position moves past them. */
  givenUp: number;
  /** True when a failure that a later read may get through kept the saved position where it was. */
  held: boolean;
  /** Another process is reading this mailbox right now; nothing was done. */
  busy?: boolean;
  /** The mailbox is not (or no longer) in the sending pool, or Graph is not the mail provider. */
  ignored?: boolean;
}

type MessageOutcome = 'received' | 'skipped' | 'rejected' | 'failed' | 'given_up';

const bareId = (id: string): string => id.trim().replace(/^<|>$/g, '');

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads the sending mailboxes' inboxes through Microsoft Graph so replies, out-of-office notices and bounces that
 * land there reach InboundMailService.receive, like a message posted to POST /api/mail/inbound.
 *
 * Per mailbox: a delta query over its Inbox, page by page (nextLink), starting from the link saved in
 * mailbox_sync_state (a fresh round when there is none, or when Graph says it expired; a fresh round lists only
 * mail received in the last INBOUND_GRAPH_FIRST_READ_DAYS days, so a first read never walks years of mail).
 * Messages already stored (inbound_messages.message_id) are skipped before their MIME is downloaded; the rest are
 * downloaded ($value) and received one by one, a failing one never stopping the others. One reader per mailbox
 * across all processes (a per-mailbox advisory lock); different mailboxes are read side by side (one job each).
 *
 * Where the saved link moves (resuming after a crash re-reads at most one page, whose stored messages are skipped):
 * - after every page whose messages were all received, skipped or rejected for good, to that page's nextLink (or,
 *   at the round's end, its deltaLink);
 * - not past a message whose processing failed for a reason that may pass (the database, a bug): unlike the lead
 *   reader, which stores a failed lead message as a row and moves on, nothing of a failed inbound message would be
 *   kept, and Graph's delta never lists an unchanged message again. The rest of the round is still read, and the
 *   next read starts again from the held position, skipping what was stored meanwhile, so the failed message is
 *   tried again every poll, each failed read counted per (mailbox, Graph id) in inbound_graph_failures;
 * - past such a message once INBOUND_GRAPH_MAX_ATTEMPTS reads have failed on it (a message that always fails would
 *   otherwise hold the mailbox's position back for ever, every later message read again each poll): it is logged as
 *   an error naming the mailbox, Graph id and Message-ID, counted in sequence_errors_total, and its row in
 *   inbound_graph_failures is marked given up and kept; the message stays in the mailbox. It is not stored in
 *   inbound_messages: nothing about it is known (kind, sender) and a stored row would answer a later delivery of the
 *   same Message-ID as a duplicate;
 * - past a message the pipeline rejects (InboundMailError: not an RFC 822 message): retrying cannot change it. It is
 *   logged with its mailbox and Graph id and stays in the mailbox;
 * - past a message deleted before it could be downloaded (Graph 404).
 * Graph trouble (unreachable, throttled beyond a short Retry-After, auth) ends the read with the error and the saved
 * link where it got to; the job is retried or delayed by the queue (RetryLaterError), as the lead reader's is.
 */
@Injectable()
export class InboundGraphReaderService {
  private readonly logger = new Logger(InboundGraphReaderService.name);

  constructor(
    private readonly graph: InboundGraphClient,
    private readonly state: InboundGraphStateRepository,
    private readonly inbound: InboundMailService,
    private readonly jobs: JobQueue,
    private readonly config: AppConfigService,
    @Optional() @Inject(EngineCounters) private readonly counters: EngineCounters | null = null,
  ) {}

  /** Only when mail goes out through Graph (MAIL_PROVIDER=graph) with the Graph app credentials set. */
  get enabled(): boolean {
    return this.config.mail.mode === 'graph' && this.config.graph.configured;
  }

  /** The sending mailboxes (MAIL_SEND_MAILBOXES, else GRAPH_SEND_MAILBOX), lowercased; none when not enabled. */
  mailboxes(): string[] {
    return this.enabled ? this.config.sequenceSend.mailboxes : [];
  }

  /** Offers one read job per sending mailbox (a mailbox whose read is still waiting or running is not offered twice). */
  async requestAll(): Promise<number> {
    const mailboxes = this.mailboxes();
    for (const mailbox of mailboxes) {
      await this.jobs.enqueue(JobName.InboundGraphMailboxSync, { mailbox }, { deduplication: { id: `inbound-graph:${mailbox}` }, attempts: 3 });
    }
    return mailboxes.length;
  }

  /** One read of one mailbox's inbox, unless another process is reading it (busy) or it is not a sending mailbox. */
  async readMailbox(mailbox: string): Promise<InboundGraphReadResult> {
    const address = mailbox.trim().toLowerCase();
    const empty: InboundGraphReadResult = { mailbox: address, seen: 0, received: 0, skipped: 0, failed: 0, givenUp: 0, held: false };
    if (!this.mailboxes().includes(address)) return { ...empty, ignored: true };
    const result = await this.state.withMailboxLock(address, () => this.read(address, empty));
    return result ?? { ...empty, busy: true };
  }

  private async read(mailbox: string, empty: InboundGraphReadResult): Promise<InboundGraphReadResult> {
    const result = { ...empty };
    let link = await this.state.savedLink(mailbox, INBOUND_GRAPH_FOLDER);
    for (;;) {
      let page;
      try {
        page = await this.graph.deltaPage(mailbox, link ?? this.roundStart());
      } catch (error) {
        if (!(error instanceof InboxDeltaExpiredError) || link === null) throw error;
        this.logger.warn({ mailbox }, `${error.message}; starting a new round`);
        link = null;
        continue;
      }
      const live = page.messages.filter((message) => !message.removed);
      result.seen += live.length;
      const stored = await this.state.storedMessageIds(live.map((message) => bareId(message.internetMessageId ?? '')).filter(Boolean));
      for (const message of live) {
        const outcome = message.internetMessageId && stored.has(bareId(message.internetMessageId)) ? 'skipped' : await this.receive(mailbox, message);
        if (outcome === 'received') result.received++;
        else if (outcome === 'skipped') result.skipped++;
        else result.failed++;
        if (outcome === 'given_up') result.givenUp++;
        if (outcome === 'failed') result.held = true;
      }
      const next = page.nextLink ?? page.deltaLink;
      if (!result.held && next !== null) await this.state.saveLink(mailbox, INBOUND_GRAPH_FOLDER, next);
      if (page.nextLink === null) break;
      link = page.nextLink;
    }
    if (result.seen > 0 || result.held) this.logger.log({ ...result }, 'Sending mailbox inbox read');
    return result;
  }

  /** A new round lists only mail received in the last INBOUND_GRAPH_FIRST_READ_DAYS days, not the whole inbox. */
  private roundStart(): Date {
    return new Date(Date.now() - this.config.inboundGraph.firstReadDays * DAY_MS);
  }

  /** Downloads and receives one message; Graph trouble is thrown (it would fail every other message too). */
  private async receive(mailbox: string, message: InboxDeltaMessage): Promise<MessageOutcome> {
    let raw: Buffer;
    try {
      raw = await this.graph.rawMessage(mailbox, message.id);
    } catch (error) {
      if (error instanceof InboxMessageGoneError) return 'skipped';
      throw error;
    }
    let outcome: MessageOutcome;
    try {
      outcome = (await this.inbound.receive(raw)).duplicate ? 'skipped' : 'received';
    } catch (error) {
      const context = { mailbox, graphId: message.id, internetMessageId: message.internetMessageId, err: (error as Error).message };
      if (!(error instanceof InboundMailError)) return this.failed(mailbox, message, context);
      this.logger.warn(context, 'Inbox message rejected by the inbound pipeline; left in the mailbox');
      outcome = 'rejected';
    }
    await this.state.clearFailures(mailbox, message.id);
    return outcome;
  }

  /** Counts a failed read of the message; held for the next poll until INBOUND_GRAPH_MAX_ATTEMPTS, given up on after. */
  private async failed(mailbox: string, message: InboxDeltaMessage, context: Record<string, unknown>): Promise<MessageOutcome> {
    const max = this.config.inboundGraph.maxAttempts;
    const attempts = await this.state.recordFailure(mailbox, message.id, message.internetMessageId, String(context.err));
    if (attempts < max) {
      this.logger.error({ ...context, attempts, maxAttempts: max }, 'Inbox message failed; it is read again on the next poll');
      return 'failed';
    }
    await this.state.markGivenUp(mailbox, message.id);
    if (attempts === max) {
      this.counters?.increment('sequence_errors_total');
      this.logger.error(
        { ...context, attempts, maxAttempts: max },
        `Inbox message ${message.internetMessageId ?? message.id} in ${mailbox} failed ${attempts} reads; given up, the reader moves past it (kept in inbound_graph_failures, left in the mailbox)`,
      );
    } else {
      this.logger.warn({ ...context, attempts, maxAttempts: max }, 'Inbox message given up on earlier failed again; the reader moves past it');
    }
    return 'given_up';
  }
}
