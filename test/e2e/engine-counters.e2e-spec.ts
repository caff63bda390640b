import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { UserRole } from 'src/modules/auth/entities/user.entity';
import { AdvancerService } from 'src/modules/runs/advancer/advancer.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { waitFor } from '../utils/wait-for';
import { DUE_NOW, insertContact, insertOpenRule, insertRun, insertSequence, insertTemplate } from './support/factories';

interface EngineFigures {
  deliveries_committed_total: number;
  sequence_advancer_processed_total: number;
  sequence_errors_total: number;
}

/** The engine counters as the app wires them (not hand-built services): real sends move /metrics.json. */
describe('Engine counters through the app', () => {
  let t: TestApp;
  let db: DataSource;
  let headers: Record<string, string>;

  const figures = async (): Promise<EngineFigures> => (await (await fetch(`${t.url}/metrics.json`, { headers })).json()) as EngineFigures;

  beforeAll(async () => {
    t = await startTestApp({ SEND_HOLIDAYS: 'none', SEQUENCE_ADVANCER_EVERY_MS: '3600000', MAILBOX_MESSAGES_PER_MINUTE: '0', MAILBOX_RECIPIENTS_PER_DAY: '0' });
    db = t.app.get(DataSource);
    headers = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'counters.admin@movingco.example', role: UserRole.Admin, days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should count committed deliveries, processed runs and errors from the advancer and the sender the app injects', async () => {
    const before = await figures();
    const template = await insertTemplate(db, { name: 'Counters', subject: 'Hello', html: '<p>Hi</p>' });
    const sequence = await insertSequence(db, { name: 'Counters' }, [{ template_id: template.id }]);
    const rule = await insertOpenRule(db, sequence.id);
    // Two contacts that can be mailed, and one whose address is unusable (the sender refuses it: an error).
    for (const email of ['counted-1@example.com', 'counted-2@example.com', null]) {
      const contact = await insertContact(db, { email, consent_status: 'opted_in' });
      await insertRun(db, { sequence_id: sequence.id, contact_id: contact.id, rule_id: rule.id, next_run_at: DUE_NOW });
    }

    const drained = await t.app.get(AdvancerService).drain(10_000);
    expect(drained.sent).toBe(2);

    await waitFor('the counters to reach /metrics.json', async () => (await figures()).deliveries_committed_total - before.deliveries_committed_total === 2, 10_000);
    const after = await figures();
    expect(after.sequence_advancer_processed_total - before.sequence_advancer_processed_total).toBe(3);
    expect(after.sequence_errors_total - before.sequence_errors_total).toBe(1);
  });
});
