import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';
import { MailboxSyncStateService } from 'src/modules/leads/intake/mailbox/mailbox-sync-state.service';

/**
 * First key of the per-mailbox reader locks (two-key advisory locks: this namespace, hashtext of the address), so
 * they never meet the lead reader's or any other one-key lock.
 */
const INBOUND_READER_LOCK_NAMESPACE = 1_766_600_001;

/**
 * The folder name the reader's deltaLinks are saved under in mailbox_sync_state. Not the bare 'inbox': the lead
 * reader saves its own deltaLink per (mailbox, folder), and a sending mailbox may be the lead mailbox too.
 */
export const inboundStateFolder = (folder: string): string => `inbound-mail:${folder}`;

/**
 * Where each sending mailbox's inbox read got to (mailbox_sync_state, kept by the leads module's
 * MailboxSyncStateService, which the lead mailbox reader shares), what is already stored, the failed reads of each
 * message (inbound_graph_failures), the per-mailbox lock.
 */
@Injectable()
export class InboundGraphStateRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly syncState: MailboxSyncStateService,
  ) {}

  /** The saved link to read from (a round's deltaLink, or the nextLink a round got to); null: a fresh round. */
  savedLink(mailbox: string, folder: string): Promise<string | null> {
    return this.syncState.deltaLink(mailbox, inboundStateFolder(folder));
  }

  saveLink(mailbox: string, folder: string, link: string | null): Promise<void> {
    return this.syncState.saveDeltaLink(mailbox, inboundStateFolder(folder), link);
  }

  /** Which of these internet Message-IDs are already stored as inbound messages (with or without angle brackets). */
  async storedMessageIds(messageIds: string[]): Promise<Set<string>> {
    if (messageIds.length === 0) return new Set();
    const forms = messageIds.flatMap((id) => [id, `<${id}>`]);
    const rows: { message_id: string }[] = await this.dataSource.query(`SELECT message_id FROM inbound_messages WHERE message_id = ANY($1)`, [forms]);
    return new Set(rows.map((row) => row.message_id.replace(/^<|>$/g, '')));
  }

  /**
   * Counts one more failed read of a message (inbound_graph_failures) with its error; answers how many reads have
   * failed on it so far. Written outside the failed message's transaction, which was rolled back.
   */
  async recordFailure(mailbox: string, graphId: string, internetMessageId: string | null, error: string): Promise<number> {
    const rows: { attempts: number }[] = await this.dataSource.query(
      `INSERT INTO inbound_graph_failures (mailbox, graph_id, internet_message_id, last_error) VALUES ($1, $2, $3, $4)
       ON CONFLICT (mailbox, graph_id) DO UPDATE
         SET attempts = inbound_graph_failures.attempts + 1, last_error = EXCLUDED.last_error, last_failed_at = now(),
             internet_message_id = coalesce(EXCLUDED.internet_message_id, inbound_graph_failures.internet_message_id)
       RETURNING attempts`,
      [mailbox, graphId, internetMessageId, error],
    );
    return rows[0].attempts;
  }

  /** Notes that the reader gave up on the message (the first time only) and moved past it. */
  async markGivenUp(mailbox: string, graphId: string): Promise<void> {
    await this.dataSource.query(`UPDATE inbound_graph_failures SET given_up_at = coalesce(given_up_at, now()) WHERE mailbox = $1 AND graph_id = $2`, [mailbox, graphId]);
  }

  /** The message went through (or was rejected for good): its failed reads no longer matter. */
  async clearFailures(mailbox: string, graphId: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM inbound_graph_failures WHERE mailbox = $1 AND graph_id = $2`, [mailbox, graphId]);
  }

  /**
   * Runs `work` only if no other process is reading this mailbox (a session advisory lock keyed by the address, held
   * on one connection for the whole read); null when it is being read already. Other mailboxes are not held up.
   */
  async withMailboxLock<T>(mailbox: string, work: () => Promise<T>): Promise<T | null> {
    const runner: QueryRunner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1::int, hashtext($2)) AS locked', [INBOUND_READER_LOCK_NAMESPACE, mailbox])) as { locked: boolean }[];
      if (!locked) return null;
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1::int, hashtext($2))', [INBOUND_READER_LOCK_NAMESPACE, mailbox]);
      }
    } finally {
      await runner.release();
    }
  }
}
