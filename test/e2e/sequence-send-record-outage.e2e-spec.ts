import { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { MAIL_PROVIDER, type MailProvider } from 'src/modules/delivery/mail-provider.types';
import { sequenceSendKey } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { startTestApp, type TestApp } from '../utils/test-app';
import { createSequence, enroll, senderFor, type SequenceFixture } from './support/sequence-send-fixtures';

/**
 * The provider accepted an email, then PostgreSQL could not record it (an outage of a few seconds): the sender holds
 * the provider's answer and records it when the database is back, in the same job or (past its tries) at the row's
 * next attempt; the send is never called unknown, and never sent twice.
 */
describe('Sequence sender: a provider answer held through a database outage', () => {
  let t: TestApp;
  let db: DataSource;
  let smtp: MailProvider;
  let seq: SequenceFixture;
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api', MAIL_PROVIDER: '', SMTP_HOST: '', MAIL_CATCHER_PORT: '0', MAIL_FROM: 'Movers <sales@movingco.example>' });
    db = t.app.get(DataSource);
    smtp = t.app.get<MailProvider>(MAIL_PROVIDER as unknown as string, { strict: false });
    seq = await createSequence(db, 'Held answers');
    await redis.connect();
  });
  afterAll(async () => {
    redis.disconnect();
    await t?.close();
  });

  /** The database as the sender sees it: recording a send fails `times` times as if PostgreSQL had gone away. */
  function databaseDownForRecording(times: { left: number }): DataSource {
    return new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (sql: string, parameters?: unknown[]) => {
          if (sql.includes("SET status = 'sent'") && times.left > 0) {
            times.left -= 1;
            return Promise.reject(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
          }
          return target.query(sql, parameters);
        };
      },
    });
  }

  function counted(): { provider: MailProvider; calls: () => number } {
    let calls = 0;
    return {
      provider: { name: smtp.name, capabilities: smtp.capabilities, send: (mail) => { calls += 1; return smtp.send(mail); }, close: () => Promise.resolve() } as MailProvider,
      calls: () => calls,
    };
  }

  const rowOf = async (enrollmentId: string): Promise<{ id: string; status: string; error: string | null }> =>
    ((await db.query(`SELECT id, status, error FROM deliveries WHERE idempotency_key = $1`, [sequenceSendKey(enrollmentId, 1)])) as { id: string; status: string; error: string | null }[])[0];
  const heldKey = (id: string): string => `${t.queuePrefix}:delivery:${id}:sent-answer`;

  it('should record the answer once the database is back within the same send', async () => {
    const run = await enroll(db, seq.sequenceId, 'Hana');
    const watched = counted();
    const sender = senderFor(t.app, databaseDownForRecording({ left: 2 }), { provider: watched.provider, settings: { recordRetryMs: [50, 50, 50] } });

    const outcome = await sender.send({ enrollmentId: run.enrollmentId, stepOrder: 1 });

    expect(outcome).toMatchObject({ kind: 'sent' });
    expect(watched.calls()).toBe(1);
    const row = await rowOf(run.enrollmentId);
    expect(row.status).toBe('sent');
    expect(await redis.get(heldKey(row.id))).toBeNull();
  });

  it('should record a held answer at the next attempt, not call the send unknown, when the outage outlasts the tries', async () => {
    const run = await enroll(db, seq.sequenceId, 'Ivo');
    const first = counted();
    const failing = senderFor(t.app, databaseDownForRecording({ left: 10 }), { provider: first.provider, settings: { recordRetryMs: [20, 20] } });

    await expect(failing.send({ enrollmentId: run.enrollmentId, stepOrder: 1 })).rejects.toThrow('Connection terminated unexpectedly');
    const pending = await rowOf(run.enrollmentId);
    expect(pending.status).toBe('pending');
    expect(JSON.parse((await redis.get(heldKey(pending.id))) ?? 'null')).toMatchObject({ provider: 'smtp' });

    // The lease of the interrupted attempt is over: the next attempt finds the held answer (SMTP cannot confirm a send).
    await db.query(`UPDATE deliveries SET attempt_started_at = now() - interval '1 hour' WHERE id = $1`, [pending.id]);
    const second = counted();
    const outcome = await senderFor(t.app, db, { provider: second.provider }).send({ enrollmentId: run.enrollmentId, stepOrder: 1 });

    expect(outcome).toMatchObject({ kind: 'sent' });
    expect(second.calls()).toBe(0);
    expect(first.calls()).toBe(1);
    expect((await rowOf(run.enrollmentId)).status).toBe('sent');
    expect(await redis.get(heldKey(pending.id))).toBeNull();
  });
});
