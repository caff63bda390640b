import { Injectable, Logger } from '@nestjs/common';
import { AppConfigService } from 'src/config/app-config.service';
import type { PauseEvidence } from 'src/modules/delivery/mailboxes/mailbox-pause.policy';
import { MailboxPauseService } from 'src/modules/delivery/mailboxes/mailbox-pause.service';
import { RecipientDomainHoldService } from 'src/modules/delivery/mailboxes/recipient-domain-hold.service';
import { pauseVerdict } from './mailbox-protection.policy';
import { MailboxProtectionRepository } from './mailbox-protection.repository';

/** What a proven policy refusal led to. */
export interface RefusalOutcome {
  /** The recipient domain held back, and until when; null when the send's address has no domain. */
  held: { domain: string; until: Date } | null;
  /** The sending mailbox paused because of it (the rates tripped); null when none was. */
  pausedMailbox: string | null;
}

/**
 * Protects the sending mailboxes by rate, not by one message (the rules are pauseVerdict's): a proven policy refusal
 * holds back its recipient's domain for INBOUND_DOMAIN_HOLD_HOURS, then every proven policy refusal, hard bounce and
 * complaint is weighed against the sending mailbox's recent record, and the mailbox is paused (with the messages that
 * tripped it) only when a threshold is crossed. Runs inside the caller's transaction, after the message's match is stored.
 */
@Injectable()
export class MailboxProtectionService {
  private readonly logger = new Logger(MailboxProtectionService.name);

  constructor(
    private readonly records: MailboxProtectionRepository,
    private readonly mailboxes: MailboxPauseService,
    private readonly holds: RecipientDomainHoldService,
    private readonly config: AppConfigService,
  ) {}

  /** A proven policy refusal of our delivery `deliveryId` (stored as inbound message `inboundId`). */
  async policyRefusal(deliveryId: string, inboundId: string, said: { status: string | null; diagnostic: string | null }, reportTo: readonly string[]): Promise<RefusalOutcome> {
    const delivery = await this.records.delivery(deliveryId);
    if (!delivery) return { held: null, pausedMailbox: null };
    const settings = this.config.inboundMail;
    const words = [said.status, said.diagnostic].filter((part): part is string => !!part).join(' ');
    const until = new Date(Date.now() + settings.domainHoldHours * 3600_000);
    const row = await this.holds.hold(delivery.to_email, until, {
      reason: `The receiving server refused our mail${words ? `: ${words}` : ''}`.slice(0, 1000), statusCode: said.status, mailbox: delivery.mailbox, inboundMessageId: inboundId,
    });
    const pausedMailbox = await this.weigh(delivery, reportTo, said.status, inboundId);
    return { held: row ? { domain: row.domain, until: row.held_until } : null, pausedMailbox };
  }

  /** A proven hard bounce or spam complaint about our delivery `deliveryId`: the mailbox it went out from is weighed. */
  async afterBounceOrComplaint(deliveryId: string, inboundId: string, reportTo: readonly string[]): Promise<string | null> {
    const delivery = await this.records.delivery(deliveryId);
    return delivery ? this.weigh(delivery, reportTo, null, inboundId) : null;
  }

  /** Pauses the delivery's sending mailbox when its record crosses a threshold; the mailbox paused, or null. */
  private async weigh(delivery: { mailbox: string | null; from_email: string | null }, reportTo: readonly string[], status: string | null, inboundId: string): Promise<string | null> {
    if (!delivery.mailbox) return null;
    const settings = this.config.inboundMail.protection;
    // One after the other: both run on the caller's transaction, one connection.
    const refusals = await this.records.policyRefusals(delivery.mailbox, settings.policyWindowHours);
    const rates = await this.records.rates(delivery.mailbox, settings.windowSends);
    const verdict = pauseVerdict({ policyDomains: refusals.map((row) => row.domain ?? '?'), sends: rates.sends, hardBounces: rates.hardBounces.length, complaints: rates.complaints.length }, settings);
    if (!verdict) return null;
    const mailbox = this.mailboxes.targetOf(delivery, reportTo);
    if (!mailbox) return null;
    const evidence: PauseEvidence[] = verdict.rule === 'policy_domains' ? refusals : verdict.rule === 'hard_bounce_rate' ? rates.hardBounces : rates.complaints;
    const paused = await this.mailboxes.pause(mailbox, { reason: verdict.reason, statusCode: status, inboundMessageId: inboundId, evidence: evidence.slice(0, 20) });
    if (paused) this.logger.warn({ mailbox, rule: verdict.rule }, verdict.reason);
    return paused ? mailbox : null;
  }
}
