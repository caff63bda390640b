import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, QueryRunner } from 'typeorm';

const MAILBOX_LOCK_KEY = 7_351_902_115;

/** The saved Graph deltaLink per mailbox folder, and the lock that keeps one reader at a time. */
@Injectable()
export class MailboxStateRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async deltaLink(mailbox: string, folder: string): Promise<string | null> {
    const rows: { delta_link: string | null }[] = await this.dataSource.query(
      `SELECT delta_link FROM mailbox_sync_state WHERE mailbox = $1 AND folder = $2`,
      [mailbox, folder],
    );
    return rows[0]?.delta_link ?? null;
  }

  async saveDeltaLink(mailbox: string, folder: string, deltaLink: string | null): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO mailbox_sync_state (mailbox, folder, delta_link, last_synced_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (mailbox, folder) DO UPDATE SET delta_link = EXCLUDED.delta_link, last_synced_at = now()`,
      [mailbox, folder, deltaLink],
    );
  }

  async knownMessageIds(messageIds: string[]): Promise<Set<string>> {
    if (messageIds.length === 0) return new Set();
    const rows: { message_id: string }[] = await this.dataSource.query(`SELECT message_id FROM lead_messages WHERE message_id = ANY($1)`, [messageIds]);
    return new Set(rows.map((row) => row.message_id));
  }

  /** Runs `work` only if no other process is reading the mailbox; returns null when it is busy. */
  async withReaderLock<T>(work: () => Promise<T>): Promise<T | null> {
    const runner: QueryRunner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      const [{ locked }] = (await runner.query('SELECT pg_try_advisory_lock($1) AS locked', [MAILBOX_LOCK_KEY])) as { locked: boolean }[];
      if (!locked) return null;
      try {
        return await work();
      } finally {
        await runner.query('SELECT pg_advisory_unlock($1)', [MAILBOX_LOCK_KEY]);
      }
    } finally {
      await runner.release();
    }
  }
}
