import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { ContactFlagsService } from 'src/modules/contacts/contact-flags.service';
import { ContactTimelineService } from 'src/modules/leads/timeline/contact-timeline.service';
import { RunControlService } from 'src/modules/runs/control/run-control.service';
import { EngineCounters } from 'src/modules/metrics/engine-counters.service';
import { normalizeEmail } from 'src/modules/suppression/suppression.policy';
import { SuppressionService } from 'src/modules/suppression/suppression.service';
import type { InboundMailClassification } from './classification/inbound-mail.types';
import { INBOUND_NOTES, type InboundAction } from './inbound-mail.policy';
import { InboundMailRepository } from './inbound-mail.repository';
import type { InboundMatch } from './inbound-mail.policy';
import type { AppliedEffect } from './inbound-timeline.policy';
import { MailboxProtectionService } from './protection/mailbox-protection.service';

/**
 * Carries out what decideInboundAction decided for one stored message, inside the caller's transaction: run changes
 * through RunControlService, bounced, unsubscribed and complaining addresses through SuppressionService, held domains
 * and paused mailboxes through MailboxProtectionService. Answers the effect as stored (what actually changed).
 *
 * The policy acts on suppressions and bounces only for a message proven to answer one of our sends; here the address
 * acted on is always the one that send went to (`match.sentTo`), never an address the message merely names.
 */
@Injectable()
export class InboundEffectsService {
  private readonly logger = new Logger(InboundEffectsService.name);

  constructor(
    private readonly messages: InboundMailRepository,
    private readonly runControl: RunControlService,
    private readonly suppressions: SuppressionService,
    private readonly protection: MailboxProtectionService,
    private readonly contacts: ContactFlagsService,
    private readonly timeline: ContactTimelineService,
    // @Inject names the class: a union type is emitted as Object, which Nest cannot resolve (it would inject nothing).
    @Optional() @Inject(EngineCounters) private readonly counters: EngineCounters | null = null,
  ) {}

  /** Carries the action out; answers the effect as stored (what actually changed). */
  async apply(action: InboundAction, match: InboundMatch, mail: InboundMailClassification, id: string): Promise<AppliedEffect> {
    const runId = match.run?.enrollment_id ?? null;
    switch (action.kind) {
      case 'complete_for_reply': {
        if (!runId || !(await this.runControl.completeForReply(runId, 'reply_received', action.text))) return { effect: 'recorded' };
        if (match.contactId) await this.timeline.markReplied(match.contactId);
        return { effect: 'run_stopped' };
      }
      case 'take_reply_branch': {
        const step = runId ? await this.runControl.takeReplyBranch(runId) : null;
        if (step !== null && match.contactId) await this.timeline.markReplied(match.contactId);
        return { effect: step === null ? 'recorded' : `run_branched:step ${step}` };
      }
      case 'stop':
        return { effect: runId && (await this.runControl.stop(runId, action.reason)) ? 'run_stopped' : 'recorded' };
      case 'stop_contact_runs': {
        const runsStopped = match.contactId ? await this.runControl.stopAllForContact(match.contactId, action.reason) : 0;
        return { effect: runsStopped > 0 ? 'run_stopped' : 'recorded', runsStopped, note: INBOUND_NOTES[action.note] };
      }
      case 'pause_until': {
        const until = runId ? await this.runControl.pauseUntilDay(runId, action.day, 'out_of_office') : null;
        return { effect: until ? `run_paused_until:${until.toISOString()}` : 'recorded' };
      }
      case 'unsubscribe':
        return this.unsubscribe(match);
      case 'complaint':
        return this.complaint(action, match, mail, id);
      case 'hard_bounce':
        return this.bounce(action, runId, match, mail, id);
      case 'policy_refusal':
        return this.policyRefusal(action, match, mail, id);
      case 'record':
        return { effect: 'recorded', note: action.note ? INBOUND_NOTES[action.note] : undefined };
      default:
        return { effect: 'recorded' };
    }
  }

  /** A proven unsubscribe request by reply does what the one-click link does: the address we mailed is suppressed, every live run of the contact ends. */
  private async unsubscribe(match: InboundMatch): Promise<AppliedEffect> {
    const effects: string[] = [];
    const address = normalizeEmail(match.sentTo ?? '');
    if (address) {
      await this.suppressions.add(address, 'unsubscribe', 'Asked to unsubscribe by replying', 'Inbound mail', match.contactId ? { contactId: match.contactId } : {});
      effects.push('suppressed');
    }
    const runsStopped = match.contactId ? await this.runControl.stopAllForContact(match.contactId, 'unsubscribe_requested') : 0;
    if (runsStopped > 0) effects.push('run_stopped');
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded', runsStopped };
  }

  /**
   * A proven spam complaint: the address our send went to is suppressed as a complaint (the contact is marked
   * unsubscribed and opted out), every live run of the contact ends, and the sending mailbox's complaint rate is weighed.
   */
  private async complaint(action: Extract<InboundAction, { kind: 'complaint' }>, match: InboundMatch, mail: InboundMailClassification, id: string): Promise<AppliedEffect> {
    const effects: string[] = [];
    const address = normalizeEmail(match.sentTo ?? '');
    if (address) {
      const reason = `Marked our mail as spam${action.reporter ? ` (feedback report: ${action.reporter})` : ''}`;
      await this.suppressions.add(address, 'complaint', reason, 'Inbound mail', match.contactId ? { contactId: match.contactId } : {});
      effects.push('suppressed');
    }
    const runsStopped = match.contactId ? await this.runControl.stopAllForContact(match.contactId, 'spam_complaint') : 0;
    if (runsStopped > 0) effects.push('run_stopped');
    const mailbox = match.deliveryId ? await this.protection.afterBounceOrComplaint(match.deliveryId, id, mail.to) : null;
    if (mailbox) effects.push('mailbox_paused');
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded', runsStopped, mailbox };
  }

  /** A proven hard bounce, or the soft bounce that reached the limit: contact bounced, run stopped, address suppressed, mailbox weighed. */
  private async bounce(action: Extract<InboundAction, { kind: 'hard_bounce' }>, runId: string | null, match: InboundMatch, mail: InboundMailClassification, id: string): Promise<AppliedEffect> {
    const effects: string[] = [];
    if (match.contactId) {
      await this.contacts.markBounced(match.contactId);
      effects.push('contact_bounced');
    }
    if (action.stopRun && runId && (await this.runControl.stop(runId, 'bounced'))) effects.push('run_stopped');
    const address = normalizeEmail(match.sentTo ?? '');
    if (address) {
      const why = action.softBounces ? `${action.softBounces} soft bounces in a row` : 'Hard bounce reported by the receiving mail server';
      await this.suppressions.add(address, 'hard_bounce', why, 'Inbound mail', match.contactId ? { contactId: match.contactId } : {});
      effects.push('suppressed');
    }
    const mailbox = !action.softBounces && match.deliveryId ? await this.protection.afterBounceOrComplaint(match.deliveryId, id, mail.to) : null;
    if (mailbox) effects.push('mailbox_paused');
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded', mailbox };
  }

  /**
   * A proven policy refusal (the receiving side refused *our* mail: block list, spam filter, reputation, authentication)
   * blames no contact: the recipient's domain is held back for a while and the sending mailbox is paused only when its
   * record says the sender is blocked. Counted as a sequence error.
   */
  private async policyRefusal(action: Extract<InboundAction, { kind: 'policy_refusal' }>, match: InboundMatch, mail: InboundMailClassification, id: string): Promise<AppliedEffect> {
    this.counters?.increment('sequence_errors_total');
    this.logger.warn(`Policy bounce (the receiving side refused our mail): ${mail.message_id ?? id} (${action.status ?? 'no status'}) ${action.diagnostic ?? ''}`);
    if (!match.deliveryId) return { effect: 'recorded' };
    const outcome = await this.protection.policyRefusal(match.deliveryId, id, action, mail.to);
    const effects = [outcome.held ? 'domain_held' : null, outcome.pausedMailbox ? 'mailbox_paused' : null].filter((part): part is string => part !== null);
    return { effect: effects.length > 0 ? effects.join('+') : 'recorded', mailbox: outcome.pausedMailbox, heldDomain: outcome.held };
  }
}
