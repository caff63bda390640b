import { replyToAddress, replyToken } from 'src/modules/delivery/sequence-send/sequence-send.policy';
import { classifyInboundMail, InboundMailClassifier } from './inbound-mail-classifier.service';

const SECRET = 'reply-secret-0123456789';
const RUN = '6f1c2a9e-4b7d-4c1e-9a3f-2d5e8b7c6a10';

const raw = (headers: string[], body: string): string => [...headers, '', body].join('\r\n');

describe('InboundMailClassifier', () => {
  const classifier = new InboundMailClassifier();

  it('should classify a threaded human reply and normalise its ids, addresses and token', async () => {
    const replyTo = replyToAddress('Atlas <quotes@atlasmoving.example>', RUN, SECRET);
    const result = await classifier.classify(
      Buffer.from(
        raw(
          ['From: "Ann Lee" <Ann.Lee@Example.com>', `To: Atlas <${replyTo}>`, 'Cc: bob@example.com', 'Subject: Re: Your quote', 'Date: Mon, 23 Nov 2026 10:00:00 -0500', 'Message-ID: <reply-1@example.com>', 'In-Reply-To: ours-1@atlasmoving.example', 'References: <ours-0@atlasmoving.example>\r\n <ours-1@atlasmoving.example>'],
          'Yes, Tuesday works.\r\n\r\nOn Mon, Nov 23, 2026 at 9:00 AM Atlas <quotes@atlasmoving.example> wrote:\r\n> Are you free?\r\n',
        ),
      ),
    );
    expect(result).toMatchObject({
      kind: 'human_reply',
      message_id: '<reply-1@example.com>',
      in_reply_to: '<ours-1@atlasmoving.example>',
      references: ['<ours-0@atlasmoving.example>', '<ours-1@atlasmoving.example>'],
      from: 'ann.lee@example.com',
      to: [replyTo, 'bob@example.com'],
      subject: 'Re: Your quote',
      date: new Date('2026-11-23T15:00:00Z'),
      reply_token_candidates: [`r-${replyToken(RUN, SECRET)}`],
      human_reply: { text: 'Yes, Tuesday works.' },
      bounce: null,
      auto_reply: null,
    });
    expect(result.reasons[0]).toBe('threaded reply (In-Reply-To/References)');
  });

  it('should classify an out-of-office notice with its return date', async () => {
    const result = await classifyInboundMail(
      raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Automatic reply: Your quote', 'Date: Mon, 23 Nov 2026 10:00:00 +0000', 'Auto-Submitted: auto-generated', 'X-Auto-Response-Suppress: All'], 'I am out of the office and will be back on Monday, December 1.'),
    );
    expect(result).toMatchObject({ kind: 'auto_reply', auto_reply: { out_of_office: true, return_date: '2026-12-01' }, human_reply: null });
    expect(result.reasons).toEqual(expect.arrayContaining(['auto-reply subject "Automatic reply"', 'return date 2026-12-01']));
  });

  it('should read the return date from the notice, not from our message it quotes', async () => {
    const result = await classifyInboundMail(
      raw(
        ['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Automatic reply: Your quote', 'Date: Mon, 23 Nov 2026 10:00:00 +0000', 'Auto-Submitted: auto-replied'],
        'I am out of the office and will be back on Monday.\r\n\r\n-----Original Message-----\r\nFrom: Atlas <quotes@atlasmoving.example>\r\nSent: Monday\r\n\r\nOur crews are available December 10-31.',
      ),
    );
    expect(result.auto_reply).toEqual({ out_of_office: true, return_date: '2026-11-30' });
  });

  it('should classify short requests to stop as unsubscribe requests, and keep their text', async () => {
    const result = await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Re: Your quote'], 'We already moved. Please remove me from your list.'));
    expect(result).toMatchObject({ kind: 'unsubscribe_request', human_reply: { text: 'We already moved. Please remove me from your list.' } });
    // As people type it: misspelt, or in Japanese ("please stop the newsletter to this address").
    expect((await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: unsubcribe'], 'unsubcribe'))).kind).toBe('unsubscribe_request');
    expect((await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: =?UTF-8?B?44Oh44Or44Oe44Ks6Kej6Zmk?=', 'Content-Type: text/plain; charset=utf-8'], 'このアドレスへのメルマガを解除してください'))).kind).toBe('unsubscribe_request');
    const longer = await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Re: Baja'], 'We are moving to Baja California in March, can you quote a 3 bedroom house?'));
    expect(longer.kind).toBe('human_reply');
  });

  it('should leave a person asking to unsubscribe others (the spammers, those people) alone, and still read "and unsubscribe me" as a request', async () => {
    const others = await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Re: Spam again', 'In-Reply-To: <x@example.com>'], 'This is getting tiresome, can we make this list members only and unsubscribe the bloody spammers.'));
    expect(others.kind).toBe('human_reply');
    const me = await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Re: Your quote'], 'We already moved, thanks and unsubscribe me.'));
    expect(me.kind).toBe('unsubscribe_request');
    for (const request of ['Please unsubscribe the address below: ann@old.example', 'Please unsubscribe all our addresses.', 'Please unsubscribe these two addresses.']) {
      expect((await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Re: Your quote'], request))).kind).toBe('unsubscribe_request');
    }
  });

  it('should read a request in the first lines of a longer message, "us" and "pls" forms and the old REMOVE subject as unsubscribe requests', async () => {
    const quoted = `\n\n----- Original Message -----\nFrom: Atlas <quotes@atlasmoving.example>\nSent: Monday\nSubject: Your quote\n\n${'> Thanks for asking about your move with Atlas Moving.\n'.repeat(6)}`;
    const opening = await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: warning'], `Last warning\n\nPls remove us from your mail list !!${quoted}`));
    expect(opening).toMatchObject({ kind: 'unsubscribe_request' });
    expect((await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: REMOVE !!'], quoted))).kind).toBe('unsubscribe_request');
    // Further down a longer message, under a subject that asks nothing, it is a person's reply.
    const later = `We moved already, thanks for the quote last month.\nOur new place is in Austin and the crew from the other company was great with the piano.\nWe kept your number: when we move again, remove me from the list of people you call first.${quoted}`;
    expect((await classifyInboundMail(raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Re: Your quote'], later))).kind).toBe('human_reply');
  });

  it('should call read receipts, feedback reports and unreadable input other', async () => {
    const receipt = await classifyInboundMail(
      raw(['From: Ann <ann@example.com>', 'To: quotes@atlasmoving.example', 'Subject: Read: Your quote', 'MIME-Version: 1.0', 'Content-Type: multipart/report; report-type=disposition-notification; boundary="B"'], '--B\r\nContent-Type: text/plain\r\n\r\nYour message was read.\r\n--B--\r\n'),
    );
    expect(receipt).toMatchObject({ kind: 'other', reasons: ['multipart/report; report-type=disposition-notification'] });
    const empty = await classifyInboundMail('');
    expect(empty).toMatchObject({ kind: 'other', from: '', message_id: null, references: [], reasons: ['no sender address: not a person replying'] });
  });

  it('should classify delay warnings as delivery reports and failures marked auto-replied as bounces', async () => {
    const warning = await classifyInboundMail(
      raw(['From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>', 'To: quotes@atlasmoving.example', 'Subject: Delivery Status Notification (Delay)', 'Auto-Submitted: auto-replied'], 'There was a temporary problem delivering your message to ann@example.com. Gmail will retry for 46 more hours.'),
    );
    expect(warning).toMatchObject({ kind: 'delivery_report', delivery_report: { action: 'delayed', recipient: 'ann@example.com', status: null }, bounce: null, auto_reply: null });
    const bounce = await classifyInboundMail(
      raw(['From: Mail Gateway <gateway@mx.example.org>', 'To: quotes@atlasmoving.example', 'Subject: Notification', 'Auto-Submitted: auto-replied'], 'Your message to bob@example.org could not be delivered.\r\nRemote server said: 550 5.1.1 <bob@example.org> recipient rejected'),
    );
    expect(bounce).toMatchObject({ kind: 'bounce', bounce: { class: 'hard', recipient: 'bob@example.org', status: '5.1.1' }, delivery_report: null, auto_reply: null });
  });

  it.each([
    ['digit runs', '5.5.5.5.5.5.'.repeat(20_000)],
    ['blank lines', ' \n'.repeat(100_000)],
    ['quote markers', '>\n'.repeat(100_000)],
    ['attribution-like lines', `On ${'x'.repeat(190)}\n`.repeat(1000)],
    ['recipient fields', 'Final-Recipient: rfc822; a@b.example\n'.repeat(5000)],
    ['recipient blocks', 'Final-Recipient: rfc822; a@b.example\nAction: failed\n\n'.repeat(5000)],
    ['nested JSON', `{"notificationType":"Bounce","bounce":${'{"a":'.repeat(30_000)}`],
    ['repeated size words', `550 message exceeds ${'the maximum '.repeat(20_000)}`],
    ['repeated list words', `blocked, listed in ${'the-x.'.repeat(20_000)}`],
    ['repeated opt-out words', `to unsubscribe ${'please '.repeat(20_000)}`],
    ['bare link lines', 'Unsubscribe:\n \n'.repeat(20_000)],
    ['transcript host names', `... while talking to ${'mx-'.repeat(30_000)}:\n<<< 554`],
    ['expired-mailbox words', `casilla de correo ${'ha '.repeat(30_000)}`],
    ['symbol-spelt words', 'p@ck '.repeat(50_000)],
    ['repeated footer words', `if you no longer wish to ${'receive '.repeat(20_000)}`],
    ['sales words', 'click here special offer '.repeat(20_000)],
    ['a uuencode run', `begin 644 a.jpg\n${'M'.repeat(61)}\n`.repeat(3000)],
    ['sent-to runs', `this e-mail was sent to ${'x'.repeat(60_000)}`],
    ['address-like runs before a refusal', `550 ${`${'a.'.repeat(40)}@${'b-'.repeat(40)}.`.repeat(2000)} rejected`],
  ])('should classify a hostile body of %s in bounded time', async (_name, body) => {
    for (const sender of ['Ann <ann@example.com>', 'MAILER-DAEMON@mx.example.org']) {
      const started = Date.now();
      await classifyInboundMail(raw([`From: ${sender}`, 'To: quotes@atlasmoving.example', 'Subject: Undelivered Mail Returned to Sender'], body));
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });
});

describe('classifyInboundMail: patterns from the twelfth hold-out', () => {
  const FROM = ['From: Dana Whitfield <dana@customer.example>', 'To: crew@lists.example.org', 'Date: Mon, 23 Nov 2026 10:00:00 +0000'];
  const kindOf = async (headers: string[], body: string): Promise<string> => (await classifyInboundMail(raw(headers, body))).kind;

  it("should read a person's own vacation announcement to a group as a person, and a responder's notice as out-of-office", async () => {
    expect(await kindOf([...FROM, 'Subject: Vacation', 'User-Agent: Mutt/2.2.12'], 'Hi all,\n\nI will be on vacation next week, back on December 7.\n\nDana')).toBe('human_reply');
    expect(await kindOf([...FROM, 'Subject: Vacation weeks 50, 51'], "I'm on leave two weeks. Expect slow responses but I'll check mail once a week.\n\nDana")).toBe('human_reply');
    const responder = await classifyInboundMail(raw([...FROM, 'Subject: Vacation', 'Auto-Submitted: auto-replied'], 'I am on vacation and will be back on December 7.'));
    expect(responder).toMatchObject({ kind: 'auto_reply', auto_reply: { out_of_office: true, return_date: '2026-12-07' } });
  });

  it('should read a request for leave as a person asking, and the same words under a plain subject as out-of-office', async () => {
    const words = 'I will be taking vacation from Friday, 12/18/26, through 12/22/26. I will be back on Wednesday, 12/23/26.';
    for (const subject of ['Request for Leave', 'Vacation request', 'PTO request']) expect(await kindOf([...FROM, `Subject: ${subject}`], words)).toBe('human_reply');
    expect(await classifyInboundMail(raw([...FROM, 'Subject: Away'], words))).toMatchObject({ kind: 'auto_reply', auto_reply: { out_of_office: true, return_date: '2026-12-23' } });
  });

  it('should read form receipts and copies sent from system accounts as auto-replies', async () => {
    const from = (address: string) => [`From: ${address}`, 'To: quotes@atlasmoving.example', 'Date: Mon, 23 Nov 2026 10:00:00 +0000'];
    expect(await kindOf([...from('nobody@web7.hosting.example'), 'Subject: Thank you for contacting Hill Country Storage'], 'We appreciate your inquiry. A representative will contact you shortly.')).toBe('auto_reply');
    expect(await kindOf([...from('postmaster@academy.example'), 'Subject: Academy "Question"', 'X-Mailer: PHPMailer 6.6.0'], 'Corps du message :\nBonjour\n\n-- \nCet e-mail a été envoyé via le formulaire de contact de Academy (https://academy.example)')).toBe('auto_reply');
    expect(await kindOf([...from('curator@arts.example'), 'Subject: Arts Center Artist Application'], 'Your artwork submission has been received. You will be notified of acceptance in a few weeks.')).toBe('auto_reply');
  });

  it("should read a list manager's command subject ('linux-pm unsubscribe') with no text as an unsubscribe request", async () => {
    expect(await kindOf(['From: dana@customer.example', 'To: quotes@atlasmoving.example', 'Subject: crew-list unsubscribe'], '')).toBe('unsubscribe_request');
  });

  it('should read Russian newsletters, payment scams, Chinese invoice spam and calendar invitations as machine mail', async () => {
    const to = ['To: quotes@atlasmoving.example', 'Date: Mon, 23 Nov 2026 10:00:00 +0000'];
    expect(await kindOf(['From: info@shop.example', ...to, 'Subject: Коллекция'], 'Новая коллекция уже в продаже.\n\nЕсли вы не хотите больше получать от нас письма, ответьте с темой "deletemail".')).toBe('other');
    expect(await kindOf(['From: Diana <diana@mail.example>', ...to, 'Subject: 06.07'], 'Dear Beneficiary,\n\nUNITED NATIONS PAYMENT NOTIFICATION.\n\nWe are to remit to you your funds. To begin the claim process kindly furnish us with your name.')).toBe('other');
    expect(await kindOf(['From: sales@trade.example', ...to, 'Subject: 代开各地增值税发票'], '你好')).toBe('other');
    const invite = [
      'From: alice@calendar.example', ...to, 'Subject: Invitation: Move survey @ Thu Dec 3, 2026', 'MIME-Version: 1.0', 'Content-Type: multipart/alternative; boundary="b"', '',
      '--b', 'Content-Type: text/plain', '', 'Move survey', '--b', 'Content-Type: text/calendar; method=REQUEST', '', 'BEGIN:VCALENDAR', 'METHOD:REQUEST', 'END:VCALENDAR', '--b--', '',
    ].join('\r\n');
    expect((await classifyInboundMail(invite)).kind).toBe('other');
  });

  it('should read a multipart/report that names no report type and holds no delivery status as machine mail', async () => {
    const ad = [
      'From: Shop <deals@shop.example>', 'To: quotes@atlasmoving.example', 'Subject: RE: You have won a drill kit', 'MIME-Version: 1.0', 'Content-Type: multipart/report; boundary="b"', '',
      '--b', 'Content-Type: text/plain', '', 'You have been chosen! Claim your prize now.', '--b--', '',
    ].join('\r\n');
    expect(await classifyInboundMail(ad)).toMatchObject({ kind: 'other', reasons: [expect.stringMatching(/^multipart\/report without a report-type/)] });
  });

  it('should keep a person who writes about a virus, a vacation, a moderator or an autoresponder a person', async () => {
    const to = ['To: quotes@atlasmoving.example', 'Date: Mon, 23 Nov 2026 10:00:00 +0000'];
    const threaded = [...to, 'Subject: Re: Your quote', 'In-Reply-To: <ours-1@atlasmoving.example>'];
    expect(await kindOf(['From: Ann <ann@example.com>', ...threaded], 'I found a virus in your attachment (W32/Sobig-F), our scanner says it was infected with it. Can you resend the quote?')).toBe('human_reply');
    expect(await kindOf(['From: Ann <ann@example.com>', ...to, 'Subject: Virus found in your message'], 'Hi, your last mail was infected with a virus, the message was quarantined. Please resend the quote.')).toBe('human_reply');
    expect(await kindOf(['From: Ann <ann@example.com>', ...threaded], "Sounds good. I'm on vacation next week, so let's talk on the 30th.")).toBe('human_reply');
    expect(await kindOf(['From: Ann <ann@example.com>', ...threaded], 'My reply to the list is being held until the list moderator can review it, so I answer you directly: Tuesday works.')).toBe('human_reply');
    expect(await kindOf(['From: Ann <ann@example.com>', ...threaded], 'Tuesday works. Ignore the autoresponder you may get from my old address.')).toBe('human_reply');
  });
});

describe('classifyInboundMail: patterns from the twenty-fifth hold-out', () => {
  const message = (from: string, subject: string, body: string) => raw([`From: ${from}`, 'To: quotes@atlasmoving.example', 'Date: Mon, 23 Nov 2026 10:00:00 +0000', `Subject: ${subject}`], body);

  it("should read a monitoring system's notifier address as a program's, and a person named Notifier as a person", async () => {
    const alert = 'The following incident occurred on "mars"\n\nStart time: Sat Dec  3 16:52:33 2026\nIncident Severity: red';
    expect((await classifyInboundMail(message('<notifier.mars@ops.example>', 'Incident Notification (red)', alert))).kind).toBe('other');
    expect((await classifyInboundMail(message('Pat Notifier <pat@home.example>', 'Quote', 'Can you quote a move on May 3?'))).kind).toBe('human_reply');
  });

  it("should read a carrier's notice from an auto-reply@ address as a program's, not a person's", async () => {
    const notice = 'Hello,\n\nWe expect to deliver your package by Monday, October 27, arriving by 9:00pm.\nTracking Number: 9261290376142251915324';
    expect((await classifyInboundMail(message('USPS <auto-reply@usps.example>', 'Expected Delivery by Monday', notice))).kind).not.toBe('human_reply');
    expect((await classifyInboundMail(message('Ann Autry <ann.autry@home.example>', 'Quote', 'Can you quote a move on May 3?'))).kind).toBe('human_reply');
  });

  it("should not take spam's borrowed thanks for a form's acknowledgement", async () => {
    const spam = await classifyInboundMail(message('<ormlh@mail.example>', 'FW:', 'Thank you for your interest!\n\nOur audio course shows how to collect money judgments.'));
    expect(spam).toMatchObject({ kind: 'other', reasons: ['spam: a bare "Fw:" subject, and nothing forwarded under it'] });
    const form = await classifyInboundMail(message('Hill Country Storage <nobody@web7.hosting.example>', 'Thank you for contacting Hill Country Storage', 'Thank you for your interest! A representative will contact you shortly.'));
    expect(form.kind).toBe('auto_reply');
  });
});
