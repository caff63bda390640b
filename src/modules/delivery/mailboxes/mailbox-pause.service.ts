import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import { MailboxPauseError, MailboxPauseErrorCode } from './mailbox-pause.errors';
import { mailboxKey, pauseTarget } from './mailbox-pause.policy';
import type { PauseEvidence } from './mailbox-pause.policy';
import { MailboxPauseRepository, type MailboxPauseRow } from './mailbox-pause.repository';

/**
 * How long a process trusts its read of the paused mailboxes before reading again. A pause made in another
 * process reaches this one's sends within this long; one made here (and a resume) clears the read at once.
 */
export const PAUSED_READ_TTL_MS = 5_000;

/**
 * Sending mailboxes paused because the evidence says the sender is blocked (policy refusals from several recipient
 * domains, or hard-bounce or complaint rates over the mailbox's last sends: inbound mail's MailboxProtectionService
 * decides), so the engine stops sending from that mailbox until an admin has fixed the setup and resumes it. The module's narrow door for inbound mail (pause) and the admin API (list, resume); the mailbox
 * budget asks `pausedSet` at send time.
 */
@Injectable()
export class MailboxPauseService {
  private readonly logger = new Logger(MailboxPauseService.name);
  private cached: { at: number; paused: Promise<ReadonlySet<string>> } | null = null;

  constructor(
    private readonly pauses: MailboxPauseRepository,
    private readonly config: AppConfigService,
  ) {}

  /** The mailbox a policy bounce should pause (see pauseTarget); null when none is known. */
  targetOf(delivery: { mailbox: string | null; from_email: string | null } | null, reportTo: readonly string[]): string | null {
    return pauseTarget(delivery, reportTo, this.config.sequenceSend.mailboxes);
  }

  /** Pauses `mailbox` (idempotent: true only when it was not paused). Joins the caller's transaction. */
  async pause(mailbox: string, why: { reason: string; statusCode: string | null; inboundMessageId: string | null; evidence: PauseEvidence[] }): Promise<boolean> {
    const key = mailboxKey(mailbox);
    const paused = await this.pauses.pause({ mailbox: key, ...why });
    this.cached = null;
    if (paused) this.logger.warn({ mailbox: key, status: why.statusCode, reason: why.reason }, 'Sending mailbox paused');
    return paused;
  }

  /** Lifts the pause (an admin, after fixing the sending setup); 404 when the mailbox is not paused. */
  async resume(mailbox: string, by: string): Promise<MailboxPauseRow> {
    const resumed = await this.pauses.resume(mailboxKey(mailbox), by);
    this.cached = null;
    if (!resumed) throw new MailboxPauseError(MailboxPauseErrorCode.NotFound, `${mailbox} is not paused`);
    this.logger.log({ mailbox: resumed.mailbox, by }, 'Sending mailbox resumed');
    return resumed;
  }

  list(): Promise<MailboxPauseRow[]> {
    return this.pauses.paused();
  }

  /** The paused mailboxes (lower-cased), read at most every PAUSED_READ_TTL_MS: the send path asks this per message. */
  pausedSet(now = Date.now()): Promise<ReadonlySet<string>> {
    if (!this.cached || now - this.cached.at >= PAUSED_READ_TTL_MS) {
      const paused = this.pauses.paused().then((rows) => new Set(rows.map((row) => row.mailbox)));
      paused.catch(() => { this.cached = null; });
      this.cached = { at: now, paused };
    }
    return this.cached.paused;
  }
}
