import type { components } from '../api/schema';
import { dataOf } from './api-answers';
import type { HttpClient } from './http-client';

/** A sending mailbox paused after a policy bounce, as GET /api/mailboxes/paused lists it. */
export type PausedMailbox = components['schemas']['PausedMailboxDto'];

/** The dashboard's paused-mailbox alert calls. */
export interface MailboxPauseMethods {
  /** GET /api/mailboxes/paused → items (longest paused first). */
  getPausedMailboxes(): Promise<PausedMailbox[]>;
  /** POST /api/mailboxes/{mailbox}/resume (admins; the server refuses staff). */
  resumeMailbox(mailbox: string): Promise<PausedMailbox>;
}

export const createMailboxPauseMethods = ({ apiBaseUrl, httpClient }: { apiBaseUrl: string; httpClient: HttpClient }): MailboxPauseMethods => {
  const api = `${apiBaseUrl}/api/mailboxes`;
  return {
    async getPausedMailboxes() {
      const { json, status } = await httpClient(`${api}/paused`);
      return dataOf<PausedMailbox[]>(json, 'items', status);
    },
    async resumeMailbox(mailbox) {
      const { json, status } = await httpClient(`${api}/${encodeURIComponent(mailbox)}/resume`, { method: 'POST' });
      return dataOf<PausedMailbox>(json, 'item', status);
    },
  };
};
