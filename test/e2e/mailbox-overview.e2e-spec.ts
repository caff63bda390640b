import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

interface Overview {
  success: boolean;
  per_minute: number;
  per_day: number;
  items: { mailbox: string; used_this_minute: number; used_last_24h: number; paused: boolean }[];
}

/** GET /api/mailboxes: the sending limits and each mailbox's use, as Settings shows them. */
describe('Sending limits: GET /api/mailboxes', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await startTestApp({
      APP_ROLES: 'api',
      MAIL_SEND_MAILBOXES: 'quotes@movingco.example,sales@movingco.example,desk@movingco.example',
      MAILBOX_MESSAGES_PER_MINUTE: '30',
      MAILBOX_RECIPIENTS_PER_DAY: '2000',
    });
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('should list every sending mailbox in pool order with the limits, this minute, the rolling 24 hours and whether it is paused', async () => {
    const minute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const earlier = new Date(hour.getTime() - 5 * 3_600_000);
    const stale = new Date(hour.getTime() - 30 * 3_600_000);
    await db.query(
      `INSERT INTO mailbox_send_usage (mailbox, period, period_start, used) VALUES
         ('quotes@movingco.example', 'minute', $1, 4), ('quotes@movingco.example', 'hour', $2, 900), ('quotes@movingco.example', 'hour', $3, 350),
         ('quotes@movingco.example', 'hour', $4, 5000), ('sales@movingco.example', 'hour', $2, 2000)`,
      [minute, hour, earlier, stale],
    );
    await db.query(`INSERT INTO sending_mailbox_pauses (mailbox, reason) VALUES ('sales@movingco.example', 'Refused by 3 domains (5.7.1)')`);
    const token = await t.app.get(ApiTokenService).create({ email: 'limits.reader@movingco.example', days: 1 });
    const response = await fetch(`${t.url}/api/mailboxes`, { headers: { authorization: `Bearer ${token.token}` } });
    expect(response.status).toBe(200);
    expect((await response.json()) as Overview).toEqual({
      success: true,
      per_minute: 30,
      per_day: 2000,
      items: [
        { mailbox: 'quotes@movingco.example', used_this_minute: 4, used_last_24h: 1250, paused: false },
        { mailbox: 'sales@movingco.example', used_this_minute: 0, used_last_24h: 2000, paused: true },
        { mailbox: 'desk@movingco.example', used_this_minute: 0, used_last_24h: 0, paused: false },
      ],
    });
    expect((await fetch(`${t.url}/api/mailboxes`)).status).toBe(401);
  });
});
