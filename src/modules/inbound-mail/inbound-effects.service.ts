import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { MailboxPauseService } from 'src/modules/delivery/mailboxes/mailbox-pause.service';
import { RunControlService } from 'src/modules/enrollment/advancer/run-control.service';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { normalizeEmail } from 'src/modules/suppression/suppression.policy';
import { SuppressionService } from 'src/modules/suppression/suppression.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import type { InboundAction } from './inbound-mail.policy';
import { InboundMailRepository } from './inbound-mail.repository';
import type { InboundMatch } from './inbound-mail.service';
import type { AppliedEffect } from './inbound-timeline.policy';

/**
 * Carries out what decideInboundAction decided for one stored message, inside the caller's transaction: run changes
 * through RunControlService, bounced, unsubscribed and complaining addresses through SuppressionService, a policy bounce's
 * sending mailbox through MailboxPauseService. Answers the effect as stored (what actually changed).
 */
@Injectable()
export class InboundEffectsService {
  private readonly logger = new Logger(InboundEffectsService.name);

  constructor(
    private readonly messages: InboundMailRepository,
    private readonly runControl: RunControlService,
    private readonly suppressions: SuppressionService,
    private readonly mailboxes: MailboxPauseService,
    // @Inject names the class: a union type is emitted as Object, which Nest cannot resolve (it would inject nothing).
    @Optional() @Inject(EngineCounters) private readonly counters: EngineCounters | null = null,
  ) {}

  /** Carries the action out; answers the effect as stored (what actually changed). */
  async apply(action: InboundAction, match: InboundMatch, mail: InboundMailClassification, id: string): Promise<AppliedEffect> {
    const runId = match.run?.enrollment_id ?? null;
    switch (action.kind) {
      case 'complete_for_reply': {
        if (!runId || !(await this.runControl.completeForReply(runId, 'reply_received', action.text))) return { effect: 'recorded' };
        if (match.contactId) await this.messages.markOpportunityReplied(match.contactId);
        return { effect: 'run_stopped' };
      }
      case 'stop':
        return { effect: runId && (await this.runControl.stop(runId, action.reason)) ? 'run_stopped' : 'recorded' };
      case 'pause_until': {
        const until = runId ? await this.runControl.pauseUntilDay(runId, action.day, 'out_of_office') : null;
        return { effect: until ? `run_paused_until:${until.toISOString()}` : 'recorded' };
      }
      case 'unsubscribe':
        return this.unsubscribe(action.address, match);
      case 'complaint':
        return this.complaint(action, match);
      case 'hard_bounce':
        return this.bounce(action, runId, match);
      case 'pause_mailbox':
        return this.pauseMailbox(action, match, mail, id);
      default:
        return { effect: 'recorded' };
    }
  }

  /**
   * An unsubscribe request by reply does what the one-click link does: the address we mailed (the contact's, else
   * the sender's) goes on the suppression list as an unsubscribe, and every live run of the contact ends.
   */
  private async unsubscribe(sender: string | null, match: InboundMatch): Promise<AppliedEffect> {
    const effects: string[] = [];
    const address = normalizeEmail((match.contactId ? await this.messages.contactEmail(match.contactId) : null) ?? sender ?? '');
    if (address) {
      await this.suppressions.add(address, 'unsubscribe', 'Asked to unsubscribe by replying', 'Inbound mail', match.contactId ? { contactId: match.contactId } : {});
      effects.push('suppressed');
    }
    const runsStopped = match.contactId ? await this.runControl.stopAllForContact(match.contactId, 'unsubscribe_requested') : 0;
    if (runsStopped > 0) effects.push('run_stopped');
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded', runsStopped };
  }

  /**
   * A spam complaint: the complaining recipient and the address of the contact whose send it names (the provider may
   * have redacted the recipient) go on the suppression list as a complaint (the contact is marked unsubscribed and
   * opted out), and every live run of the contact ends.
   */
  private async complaint(action: Extract<InboundAction, { kind: 'complaint' }>, match: InboundMatch): Promise<AppliedEffect> {
    // Anyone can mail a feedback report naming any address: only one that returns one of our sends (its Message-ID,
    // which a feedback loop always includes) may suppress a contact. Any other is kept and shown, nothing more.
    if (!match.deliveryId || (match.matchedBy !== 'in_reply_to' && match.matchedBy !== 'references')) {
      this.logger.warn({ matchedBy: match.matchedBy }, 'Spam complaint names none of our sends; recorded only');
      return { effect: 'recorded' };
    }
    const effects: string[] = [];
    const contactAddress = match.contactId ? await this.messages.contactEmail(match.contactId) : null;
    const addresses = new Set([action.recipient, contactAddress].map((address) => normalizeEmail(address ?? '')).filter((address): address is string => !!address));
    const reason = `Marked our mail as spam${action.reporter ? ` (feedback report: ${action.reporter})` : ''}`;
    for (const address of addresses) {
      const own = contactAddress !== null && address === normalizeEmail(contactAddress);
      await this.suppressions.add(address, 'complaint', reason, 'Inbound mail', own && match.contactId ? { contactId: match.contactId } : {});
    }
    if (addresses.size > 0) effects.push('suppressed');
    const runsStopped = match.contactId ? await this.runControl.stopAllForContact(match.contactId, 'spam_complaint') : 0;
    if (runsStopped > 0) effects.push('run_stopped');
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded', runsStopped };
  }

  /** A hard bounce, or the soft bounce that reached the limit: contact bounced, run stopped, address suppressed. */
  private async bounce(action: Extract<InboundAction, { kind: 'hard_bounce' }>, runId: string | null, match: InboundMatch): Promise<AppliedEffect> {
    const effects: string[] = [];
    if (match.contactId) {
      await this.messages.markContactBounced(match.contactId);
      effects.push('contact_bounced');
    }
    if (action.stopRun && runId && (await this.runControl.stop(runId, 'bounced'))) effects.push('run_stopped');
    const address = action.recipient ? normalizeEmail(action.recipient) : null;
    if (address) {
      const why = action.softBounces ? `${action.softBounces} soft bounces in a row` : 'Hard bounce reported by the receiving mail server';
      await this.suppressions.add(address, 'hard_bounce', why, 'Inbound mail', match.contactId ? { contactId: match.contactId } : {});
      effects.push('suppressed');
    }
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded' };
  }

  /**
   * A policy bounce about one of our sends: the receiving server refused our mail, so the mailbox it went out from is
   * paused (the engine stops picking it until an admin resumes it) and counted as a sequence error. No contact or run
   * is touched.
   */
  private async pauseMailbox(action: Extract<InboundAction, { kind: 'pause_mailbox' }>, match: InboundMatch, mail: InboundMailClassification, id: string): Promise<AppliedEffect> {
    // Anyone can mail the Inbox something that looks like a delivery report: only a report that names one of our own
    // sends by its Message-ID (In-Reply-To, References or the returned headers) may stop a mailbox from sending.
    if (!match.deliveryId || (match.matchedBy !== 'in_reply_to' && match.matchedBy !== 'references')) {
      this.logger.warn(`Policy bounce that names no send of ours, nothing paused: ${mail.message_id ?? id} (${action.status ?? 'no status'})`);
      return { effect: 'recorded' };
    }
    this.counters?.increment('sequence_errors_total');
    const sender = await this.messages.deliverySender(match.deliveryId);
    const mailbox = this.mailboxes.targetOf(sender, mail.to);
    this.logger.warn(`Policy bounce (the receiving side refused our mail): ${mail.message_id ?? id} (${action.status ?? 'no status'}) ${action.diagnostic ?? ''}`);
    if (!mailbox) return { effect: 'recorded' };
    const said = [action.status, action.diagnostic].filter((part): part is string => !!part).join(' ');
    const reason = `The receiving server refused our mail${said ? `: ${said}` : ''}`.slice(0, 1000);
    await this.mailboxes.pause(mailbox, { reason, statusCode: action.status, inboundMessageId: id });
    return { effect: 'mailbox_paused', mailbox };
  }
}
