import type { MailboxProtectionSettings } from '../inbound-mail.config';

/** What a sending mailbox's recent record says, as the protection rules read it. */
export interface MailboxRecord {
  /** Distinct recipient domains whose servers refused our sends from this mailbox on policy grounds within the window. */
  policyDomains: string[];
  /** The mailbox's sends counted for the rates (its last `windowSends`). */
  sends: number;
  /** Those sends returned by a proven hard bounce. */
  hardBounces: number;
  /** Those sends a proven spam complaint was about. */
  complaints: number;
}

/** Why a mailbox is paused: which rule tripped, in words. */
export interface PauseVerdict {
  rule: 'policy_domains' | 'hard_bounce_rate' | 'complaint_rate';
  reason: string;
}

const percent = (part: number, whole: number): string => `${((part / whole) * 100).toFixed(part / whole < 0.01 ? 2 : 1)}%`;

/**
 * Pause a sending mailbox only on evidence that the sender is blocked, never on one message:
 * - policy refusals (block list, spam filter, reputation, authentication) from `policyDomains` or more distinct recipient
 *   domains within `policyWindowHours` (one refusing domain is only held back: that is one receiver's choice);
 * - hard bounces on `hardBouncePercent`% or more of the mailbox's last `windowSends` sends (a list gone stale);
 * - spam complaints on `complaintPercent`% or more of them (0.3% is the line Gmail and Yahoo publish for bulk senders).
 * Neither rate trips on fewer than `minEvents` events.
 */
export function pauseVerdict(record: MailboxRecord, settings: MailboxProtectionSettings): PauseVerdict | null {
  if (record.policyDomains.length >= settings.policyDomains) {
    const domains = record.policyDomains.slice(0, 5).join(', ') + (record.policyDomains.length > 5 ? ', …' : '');
    return {
      rule: 'policy_domains',
      reason: `Receiving servers of ${record.policyDomains.length} recipient domains refused our mail within ${settings.policyWindowHours} h (${domains}); the limit is ${settings.policyDomains}`,
    };
  }
  const over = (events: number, limit: number): boolean => record.sends > 0 && events >= settings.minEvents && (events / record.sends) * 100 >= limit;
  if (over(record.hardBounces, settings.hardBouncePercent)) {
    return {
      rule: 'hard_bounce_rate',
      reason: `Hard bounces on ${record.hardBounces} of the last ${record.sends} sends (${percent(record.hardBounces, record.sends)}); the limit is ${settings.hardBouncePercent}%`,
    };
  }
  if (over(record.complaints, settings.complaintPercent)) {
    return {
      rule: 'complaint_rate',
      reason: `Spam complaints on ${record.complaints} of the last ${record.sends} sends (${percent(record.complaints, record.sends)}); the limit is ${settings.complaintPercent}%`,
    };
  }
  return null;
}
