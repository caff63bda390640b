import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';

export type SequenceEventType = 'created' | 'updated' | 'steps_saved' | 'state_changed' | 'duplicated' | 'deleted';

export interface SequenceEventWrite {
  sequenceId: string;
  type: SequenceEventType;
  actorUserId: string | null;
  summary: string;
  details: Record<string, unknown>;
}

export interface HistoryRow {
  id: string;
  type: string;
  at: Date;
  actor_email: string | null;
  actor_name: string | null;
  summary: string;
  details: Record<string, unknown>;
}

/** sequence_events (the change history) and, read together with it, the sends recorded for the sequence. */
@Injectable()
export class SequenceEventsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Written with the change's own transaction so a change and its history row commit or roll back together. */
  async record(manager: EntityManager, event: SequenceEventWrite): Promise<void> {
    await manager.query(
      `INSERT INTO sequence_events (sequence_id, type, actor_user_id, summary, details) VALUES ($1, $2, $3, $4, $5::jsonb)`,
      [event.sequenceId, event.type, event.actorUserId, event.summary, JSON.stringify(event.details)],
    );
  }

  /** Changes and sends, newest first, strictly before `before` when given. */
  async list(sequenceId: string, limit: number, before: Date | null): Promise<HistoryRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT ev.id::text, ev.type, ev.created_at AS at, u.email AS actor_email, u.display_name AS actor_name, ev.summary, ev.details
           FROM sequence_events ev LEFT JOIN users u ON u.id = ev.actor_user_id
          WHERE ev.sequence_id = $1 AND ($3::timestamptz IS NULL OR ev.created_at < $3)
         UNION ALL
         SELECT d.id::text, CASE WHEN d.kind = 'test' THEN 'test_send' ELSE 'send' END, d.created_at, u.email, u.display_name,
                CASE WHEN d.kind = 'test' THEN 'Test email ' ELSE 'Email ' END
                  || CASE WHEN d.status = 'failed' THEN 'to ' || d.to_email || ' failed' ELSE 'sent to ' || d.to_email END,
                jsonb_build_object('delivery_id', d.id, 'to', d.to_email, 'subject', d.subject, 'status', d.status, 'error', d.error)
           FROM deliveries d LEFT JOIN users u ON u.id = d.created_by_user_id
          WHERE d.sequence_id = $1 AND ($3::timestamptz IS NULL OR d.created_at < $3)
       ) h ORDER BY at DESC, id DESC LIMIT $2`,
      [sequenceId, limit, before],
    );
  }
}
