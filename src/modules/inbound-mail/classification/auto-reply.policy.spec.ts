import { readAutoReply } from './auto-reply.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const mail = (headers: string[], body: string, subject = 'Re: Your moving quote') =>
  decodeInboundMessage(['From: Ann Lee <ann@example.com>', 'To: quotes+r-abc@atlasmoving.example', `Subject: ${subject}`, 'Date: Mon, 23 Nov 2026 10:00:00 +0000', ...headers, '', body].join('\r\n'));

const QUOTED = 'Sure, Tuesday works.\n\nOn Mon, Nov 23, 2026 at 9:00 AM Atlas <quotes@atlasmoving.example> wrote:\n> Are you free?\n';

describe('auto-reply rules', () => {
  it.each([
    ['Auto-Submitted: auto-replied', 'Auto-Submitted: auto-replied header'],
    ['X-Autoreply: yes', 'X-Autoreply header'],
    ['X-Autorespond: On vacation', 'X-Autorespond header'],
    ['Precedence: auto_reply', 'Precedence: auto_reply'],
  ])('should take %s as an auto-reply', async (line, reason) => {
    const verdict = readAutoReply(await mail([line], 'Thanks for your message.'));
    expect(verdict.autoReply).toBe(true);
    expect(verdict.reasons).toContain(reason);
  });

  it('should not take Auto-Submitted: no or a denied X-Autoreply as a signal', async () => {
    expect(readAutoReply(await mail(['Auto-Submitted: no', 'X-Autoreply: no'], QUOTED)).autoReply).toBe(false);
  });

  it.each(['Automatic reply: Your moving quote', 'Auto: Your moving quote', 'Out of Office: Re: quote', 'Respuesta automática: Su cotización', 'Fuera de la oficina', 'RE: Out of office AutoReply'])(
    'should take the subject "%s" as an auto-reply',
    async (subject) => {
      expect(readAutoReply(await mail([], 'Thanks.', subject)).autoReply).toBe(true);
    },
  );

  it.each(['Automatiskt svar: Flytt', 'Odpowiedź automatyczna: Przeprowadzka', 'Automatická odpověď: Stěhování', 'Risposta automatica: Trasloco', 'Автоматический ответ: Переезд', '自動応答: お引っ越し', '自动回复: 搬家报价'])(
    'should take the Outlook subject "%s" as an out-of-office notice',
    async (subject) => {
      expect(readAutoReply(await mail([], 'Thanks.', subject))).toMatchObject({ autoReply: true, outOfOffice: true });
    },
  );

  it("should take iCloud's X-Apple-Action: vacation as an auto-reply", async () => {
    expect(readAutoReply(await mail(['X-Apple-Action: vacation'], 'I am away this week.')).reasons).toContain('X-Apple-Action header');
  });

  it.each(['Auto transport quote for my car', 'Vacation home move', 'Re: Away game weekend - can we move the date?', 'OOO dates?'])('should not take the subject "%s" of a person as an auto-reply', async (subject) => {
    expect(readAutoReply(await mail([], 'Can you quote this? Thanks', subject)).autoReply).toBe(false);
  });

  it('should not take a person acknowledging our email as an auto-reply', async () => {
    expect(readAutoReply(await mail([], 'Hi, we received your email and will call you tomorrow morning.')).autoReply).toBe(false);
    expect(readAutoReply(await mail(['Auto-Submitted: auto-generated'], 'We have received your request. Ticket #4412 was created.', 'Request received')).outOfOffice).toBe(false);
  });

  it('should take auto-generated mail with X-Auto-Response-Suppress that answers us as an auto-reply', async () => {
    const verdict = readAutoReply(await mail(['Auto-Submitted: auto-generated', 'X-Auto-Response-Suppress: All', 'In-Reply-To: <ours@atlasmoving.example>'], 'Thank you, your email has been received.', 'Thank you for contacting us'));
    expect(verdict).toMatchObject({ autoReply: true, outOfOffice: false });
    expect(verdict.reasons).toEqual(expect.arrayContaining(['Auto-Submitted: auto-generated header', 'X-Auto-Response-Suppress: All']));
  });

  it('should not take weak signals on a reply that quotes our message as an auto-reply', async () => {
    const verdict = readAutoReply(await mail(['X-Auto-Response-Suppress: All', 'In-Reply-To: <ours@atlasmoving.example>'], QUOTED));
    expect(verdict).toEqual({ autoReply: false, outOfOffice: false, automated: false, reasons: [] });
  });

  it('should mark out-of-office notices, and not helpdesk acknowledgements', async () => {
    expect(readAutoReply(await mail(['Auto-Submitted: auto-replied'], 'I am out of the office until Monday.')).outOfOffice).toBe(true);
    expect(readAutoReply(await mail(['Auto-Submitted: auto-replied'], 'Estoy de vacaciones, regreso el 3 de diciembre.')).outOfOffice).toBe(true);
    expect(readAutoReply(await mail(['Auto-Submitted: auto-replied'], 'We have received your request. Ticket #4412 was created.')).outOfOffice).toBe(false);
  });

  it('should take a header-less notice by its wording only when it quotes nothing', async () => {
    expect(readAutoReply(await mail([], 'I am out of the office until December 1 and will respond when I return.')).autoReply).toBe(true);
    expect(readAutoReply(await mail([], "I'm out of the office until Monday, but yes, go ahead and book it.\n\n" + QUOTED)).autoReply).toBe(false);
  });

  it('should take header-less Italian, Portuguese and Scandinavian notices by their wording', async () => {
    for (const text of ['Sono fuori ufficio fino al 4 dicembre, risponderò al mio rientro.', 'Estou fora do escritório até 3 de dezembro. Responderei quando regressar.', 'Jag är på semester till och med 4 december.', 'Jeg er på ferie til 4. desember.']) {
      expect(readAutoReply(await mail([], text))).toMatchObject({ autoReply: true, outOfOffice: true });
    }
  });

  it("should take a helpdesk's receipt under a ticket subject as an auto-reply, and not a person who names a year in brackets", async () => {
    expect(readAutoReply(await mail([], 'Your request has been received and will be answered by our team.', '[Ticket #48213] Your moving quote'))).toMatchObject({ autoReply: true, outOfOffice: false });
    expect(readAutoReply(await mail([], 'Thanks! I will get back to you as soon as possible.', 'Re: Move plans (2027)')).autoReply).toBe(false);
    expect(readAutoReply(await mail([], 'We received your email, thanks. Can you do the 14th?', 'Re: Quote [#2291]')).autoReply).toBe(false);
  });

  it('should call mailing-list and no-reply mail automated, not an auto-reply', async () => {
    const list = readAutoReply(await mail(['List-Id: <movers.lists.example>', 'Precedence: list'], 'Weekly digest', 'Digest'));
    expect(list).toMatchObject({ autoReply: false, automated: true });
    expect(list.reasons).toEqual(['List-Id: <movers.lists.example>', 'Precedence: list']);
    const noReply = await decodeInboundMessage('From: Stripe <no-reply@stripe.com>\r\nTo: quotes@atlasmoving.example\r\nSubject: Your receipt\r\n\r\nAmount paid: $450.00\r\n');
    expect(readAutoReply(noReply)).toMatchObject({ autoReply: false, automated: true, reasons: ['no-reply sender no-reply@stripe.com'] });
    const notification = await decodeInboundMessage('From: QuickBooks <quickbooks@notification.intuit.com>\r\nTo: quotes@atlasmoving.example\r\nSubject: Payment received\r\n\r\nA payment was received.\r\n');
    expect(readAutoReply(notification)).toMatchObject({ autoReply: false, automated: true, reasons: ['sender on a notification domain quickbooks@notification.intuit.com'] });
    const person = await decodeInboundMessage('From: Ann <ann@alerts-consulting.example>\r\nTo: quotes@atlasmoving.example\r\nSubject: Move\r\n\r\nCan you move us on the 14th?\r\n');
    expect(readAutoReply(person).automated).toBe(false);
  });

  it('should leave a person alone', async () => {
    expect(readAutoReply(await mail(['In-Reply-To: <ours@atlasmoving.example>'], QUOTED))).toEqual({ autoReply: false, outOfOffice: false, automated: false, reasons: [] });
  });
});
