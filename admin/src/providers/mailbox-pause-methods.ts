import type { components } from '../api/schema';
import { dataOf } from './api-answers';
import type { HttpClient } from './http-client';

/** A sending mailbox paused on evidence (refusing domains, hard-bounce or complaint rate), as GET /api/mailboxes/paused lists it. */
export type PausedMailbox = components['schemas']['PausedMailboxDto'];
/** One inbound message behind a pause (a policy refusal, a hard bounce or a complaint). */
export type PauseEvidence = components['schemas']['PauseEvidenceDto'];
/** A recipient domain held back after one policy refusal, as GET /api/mailboxes/domain-holds lists it. */
export type DomainHold = components['schemas']['DomainHoldDto'];

/** The sending mailboxes with their limits and what each used (GET /api/mailboxes), without the envelope's success. */
export type MailboxOverview = Omit<components['schemas']['MailboxOverviewResponseDto'], 'success'>;

/** Today's sends against the daily sequence caps (GET /api/enrollment/send-usage → usage). */
export type SendUsage = components['schemas']['SendUsageDto'];

/** The delivery-protection calls (paused sending mailboxes, held recipient domains) and the sending limits' use. */
export interface MailboxPauseMethods {
  /** GET /api/enrollment/send-usage → today's sends by all sequences together and by the busiest ones. */
  getSendUsage(): Promise<SendUsage>;
  /** GET /api/mailboxes → per_minute, per_day and each mailbox's use this minute and over 24 hours. */
  getMailboxOverview(): Promise<MailboxOverview>;
  /** GET /api/mailboxes/paused → items (longest paused first), each with its evidence. */
  getPausedMailboxes(): Promise<PausedMailbox[]>;
  /** POST /api/mailboxes/{mailbox}/resume (admins; the server refuses staff). */
  resumeMailbox(mailbox: string): Promise<PausedMailbox>;
  /** GET /api/mailboxes/domain-holds → items (domains nothing is sent to until held_until). */
  getDomainHolds(): Promise<DomainHold[]>;
  /** POST /api/mailboxes/domain-holds/{domain}/release (admins; 404 DOMAIN_HOLD_NOT_FOUND when not held). */
  releaseDomainHold(domain: string): Promise<DomainHold>;
}

export const createMailboxPauseMethods = ({ apiBaseUrl, httpClient }: { apiBaseUrl: string; httpClient: HttpClient }): MailboxPauseMethods => {
  const api = `${apiBaseUrl}/api/mailboxes`;
  return {
    async getSendUsage() {
      const { json, status } = await httpClient(`${apiBaseUrl}/api/enrollment/send-usage`);
      return dataOf<SendUsage>(json, 'usage', status);
    },
    async getMailboxOverview() {
      const { json, status } = await httpClient(api);
      const items = dataOf<MailboxOverview['items']>(json, 'items', status);
      const { per_minute, per_day } = json as { per_minute: number; per_day: number };
      return { per_minute, per_day, items };
    },
    async getPausedMailboxes() {
      const { json, status } = await httpClient(`${api}/paused`);
      return dataOf<PausedMailbox[]>(json, 'items', status);
    },
    async resumeMailbox(mailbox) {
      const { json, status } = await httpClient(`${api}/${encodeURIComponent(mailbox)}/resume`, { method: 'POST' });
      return dataOf<PausedMailbox>(json, 'item', status);
    },
    async getDomainHolds() {
      const { json, status } = await httpClient(`${api}/domain-holds`);
      return dataOf<DomainHold[]>(json, 'items', status);
    },
    async releaseDomainHold(domain) {
      const { json, status } = await httpClient(`${api}/domain-holds/${encodeURIComponent(domain)}/release`, { method: 'POST' });
      return dataOf<DomainHold>(json, 'item', status);
    },
  };
};
