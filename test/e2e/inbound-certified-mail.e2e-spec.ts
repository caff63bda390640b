import { startTestApp, type TestApp } from '../utils/test-app';
import { INBOUND_APP_ENV, INBOUND_MAILBOX as MAILBOX, inboundClient, sentRunFixture, type InboundClient } from './support/inbound-fixtures';

interface Answer {
  success: boolean;
  kind?: string;
  effect?: string;
  note?: string | null;
}

/**
 * Italian certified mail (PEC): the provider's signed receipts name themselves in X-Ricevuta and the message they are
 * about in X-Riferimento-Message-ID. A failure receipt for one of our sends acts as a proven bounce; one that names none
 * of our sends is only recorded, like any other unproven report.
 */
describe('Certified-mail (PEC) receipts (POST /api/mail/inbound)', () => {
  let t: TestApp;
  let inbound: InboundClient;

  beforeAll(async () => {
    t = await startTestApp(INBOUND_APP_ENV);
    inbound = await inboundClient(t, 'pec.admin@movingco.example');
  });
  afterAll(() => t.close());

  const post = async (raw: string): Promise<Answer> => {
    const { status, body } = await inbound.post<Answer>(raw);
    expect(status).toBe(200);
    return body;
  };
  const suppressed = (email: string) => inbound.suppressed(email);
  const runStatus = async (id: string) => ((await inbound.db.query(`SELECT status FROM sequence_enrollments WHERE id = $1`, [id])) as { status: string }[])[0].status;
  const receipt = (id: string, type: string, recipient: string, about: string | null) =>
    [
      'From: posta-certificata@pec.provider.example', `To: ${MAILBOX}`, `Subject: AVVISO DI MANCATA CONSEGNA: Hello`, `Message-ID: <${id}@pec.provider.example>`,
      `X-Ricevuta: ${type}`, ...(about ? [`X-Riferimento-Message-ID: ${about}`] : []), 'Content-Type: text/plain; charset=utf-8', '',
      `Il messaggio con Oggetto "Hello" inviato da "${MAILBOX}"`, "e destinato all'utente", `"${recipient}"`, 'è stato rilevato il seguente errore:', '5.1.1 - Provider S.p.A. - indirizzo non valido', '',
    ].join('\r\n');

  it('should bounce, stop and suppress on a failure receipt for our send, and only record one that names none', async () => {
    const run = await sentRunFixture(t.app, 'rossi@pec.cliente.example');
    const ours = run.delivery?.message_id as string;
    expect(ours).toMatch(/^<.+@.+>$/);

    const unproven = await post(receipt('pec-unproven', 'errore-consegna', 'rossi@pec.cliente.example', null));
    expect(unproven).toMatchObject({ kind: 'bounce', effect: 'recorded', note: expect.stringContaining('Names none of our sends') });
    expect(await suppressed('rossi@pec.cliente.example')).toEqual([]);

    const proven = await post(receipt('pec-proven', 'errore-consegna', 'rossi@pec.cliente.example', ours));
    expect(proven).toMatchObject({ kind: 'bounce', effect: 'contact_bounced+run_stopped+suppressed' });
    expect(await suppressed('rossi@pec.cliente.example')).toHaveLength(1);
    expect(await runStatus(run.runId)).not.toBe('active');
  });

  it('should record a delivery receipt as a delivery report that changes nothing', async () => {
    const run = await sentRunFixture(t.app, 'bianchi@pec.cliente.example');
    const raw = receipt('pec-delivered', 'avvenuta-consegna', 'bianchi@pec.cliente.example', run.delivery?.message_id as string).replace('AVVISO DI MANCATA CONSEGNA', 'CONSEGNA');
    expect(await post(raw)).toMatchObject({ kind: 'delivery_report' });
    expect(await suppressed('bianchi@pec.cliente.example')).toEqual([]);
    expect(await runStatus(run.runId)).toBe('active');
  });
});
