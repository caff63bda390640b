import { Inject, Injectable } from '@nestjs/common';
import { SEQUENCE_SEND_SETTINGS, type SequenceSendSettings } from '../sequence-send/sequence-send.config';
import { MailboxBudgetRepository } from './mailbox-budget.repository';
import { earliestFree, poolOrder } from './mailbox-budget.policy';
import { usablePool } from './mailbox-pause.policy';
import { MailboxPauseService } from './mailbox-pause.service';

/**
 * A mailbox with room for one more message, or when the first one has room again (`paused`: every mailbox the send
 * may use is paused after a policy bounce; `until` is then when to look again).
 */
export type MailboxChoice = { ok: true; mailbox: string } | { ok: false; until: Date; paused?: true };

/** One sending mailbox as Settings shows it. */
export interface MailboxUse {
  mailbox: string;
  usedThisMinute: number;
  usedLast24h: number;
  paused: boolean;
}

/** While every usable mailbox is paused, a send looks again after this long (an admin's resume is not announced). */
export const ALL_PAUSED_RECHECK_MS = 15 * 60_000;

/**
 * The sending mailbox pool (MAIL_SEND_MAILBOXES) under its budget (MAILBOX_MESSAGES_PER_MINUTE,
 * MAILBOX_RECIPIENTS_PER_DAY): a send takes the first mailbox of its pool order that has room, counting the message
 * at once. A message counts even when the provider then fails it (never an overrun, at worst an unused slot);
 * sequence emails have one recipient, so messages and recipients are the same count. A mailbox paused after a
 * policy bounce (MailboxPauseService) is never picked until an admin resumes it.
 */
@Injectable()
export class MailboxBudgetService {
  constructor(
    private readonly usage: MailboxBudgetRepository,
    private readonly pauses: MailboxPauseService,
    @Inject(SEQUENCE_SEND_SETTINGS) private readonly settings: SequenceSendSettings,
  ) {}

  /**
   * Every sending mailbox with its limits, what it used this minute and over the last 24 hours, and whether it is
   * paused: what Settings shows, so the caps are not only environment variables.
   */
  async overview(now = new Date()): Promise<{ perMinute: number; perDay: number; mailboxes: MailboxUse[] }> {
    const paused = await this.pauses.pausedSet(now.getTime());
    const mailboxes = await Promise.all(
      this.settings.mailboxes.map(async (mailbox) => {
        const used = await this.usage.usage(mailbox, now);
        return { mailbox, usedThisMinute: used.minute, usedLast24h: used.day, paused: paused.has(mailbox) };
      }),
    );
    return { perMinute: this.settings.perMinute, perDay: this.settings.perDay, mailboxes };
  }

  /** `sendingAs`: an address the email must go out from; when it is one of the pool, only its budget counts. */
  async choose(key: string, sendingAs: string | null = null, now = new Date()): Promise<MailboxChoice> {
    const limits = { perMinute: this.settings.perMinute, perDay: this.settings.perDay };
    const untils: Date[] = [];
    const own = sendingAs !== null && this.settings.mailboxes.includes(sendingAs) ? [sendingAs] : null;
    const paused = await this.pauses.pausedSet(now.getTime());
    const candidates = usablePool(own ?? poolOrder(this.settings.mailboxes, key), paused);
    if (candidates.length === 0) return { ok: false, until: new Date(now.getTime() + ALL_PAUSED_RECHECK_MS), paused: true };
    for (const mailbox of candidates) {
      const reservation = await this.usage.reserve(mailbox, limits, now);
      if (reservation.ok) return { ok: true, mailbox };
      untils.push(reservation.until);
    }
    return { ok: false, until: earliestFree(untils) };
  }
}
