import { classifyInboundMail } from './inbound-mail-classifier.service';

const receipt = (type: string, subject: string, body: string) =>
  classifyInboundMail(
    [
      'From: posta-certificata@pec.provider.example',
      'To: quotes@atlasmoving.example',
      `Subject: ${subject}`,
      `X-Ricevuta: ${type}`,
      'X-Riferimento-Message-ID: <ours-1@atlasmoving.example>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      body,
    ].join('\r\n'),
  );

const FAILURE =
  '--Avviso di mancata consegna del messaggio--\n\nIl giorno 15/11/2026 alle ore 18:21:03 (+0100) nel messaggio con Oggetto\n"Preventivo trasloco" inviato da "quotes@atlasmoving.example"\ne destinato all\'utente\n"rossi@pec.cliente.example"\nè stato rilevato il seguente errore:\n5.1.1 - Provider S.p.A. - indirizzo non valido\nIl messaggio è stato rifiutato dal sistema.';

describe('certified mail (PEC) receipts', () => {
  it('should read a failure receipt as a bounce, classed by the error it quotes, tied to our message', async () => {
    const verdict = await receipt('errore-consegna', 'AVVISO DI MANCATA CONSEGNA: Preventivo trasloco', FAILURE);
    expect(verdict.kind).toBe('bounce');
    expect(verdict.bounce).toEqual({ class: 'hard', recipient: 'rossi@pec.cliente.example', status: '5.1.1', diagnostic: '5.1.1 - Provider S.p.A. - indirizzo non valido', original_message_id: '<ours-1@atlasmoving.example>' });
    expect((await receipt('rilevazione-virus', 'PROBLEMA DI SICUREZZA: Preventivo', 'È stato rilevato un virus nel messaggio.')).bounce?.class).toBe('policy');
  });

  it.each([
    ['accettazione', 'ACCETTAZIONE: Preventivo trasloco', 'relayed'],
    ['presa-in-carico', 'PRESA IN CARICO: Preventivo trasloco', 'relayed'],
    ['avvenuta-consegna', 'CONSEGNA: Preventivo trasloco', 'delivered'],
    ['preavviso-errore-consegna', 'AVVISO DI MANCATA CONSEGNA PER SUP. TEMPO MASSIMO: Preventivo', 'delayed'],
  ])('should read an X-Ricevuta: %s receipt as a delivery report', async (type, subject, action) => {
    const verdict = await receipt(type, subject, 'Il giorno 13/05/2026 il messaggio indirizzato a "rossi@pec.cliente.example" è stato accettato dal sistema ed inoltrato.');
    expect(verdict).toMatchObject({ kind: 'delivery_report', delivery_report: { action, recipient: 'rossi@pec.cliente.example' } });
  });

  it('should leave a message whose X-Ricevuta names no receipt type alone', async () => {
    for (const type of ['constructor', 'toString', 'ricevuta']) expect((await receipt(type, 'Hello', 'Buongiorno, ecco il preventivo.')).kind).not.toMatch(/bounce|delivery_report/);
  });

  it("should leave a person's Italian message that names a receipt alone", async () => {
    const verdict = await classifyInboundMail(['From: Marco Rossi <rossi@cliente.example>', 'To: quotes@atlasmoving.example', 'Subject: Ricevuta di consegna', '', 'Buongiorno, avete ricevuto la mia ricevuta di consegna? Il trasloco è il 3 maggio.'].join('\r\n'));
    expect(verdict.kind).toBe('human_reply');
  });
});
