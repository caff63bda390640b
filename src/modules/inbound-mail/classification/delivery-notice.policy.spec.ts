import { readDeliveryNotice } from './bounce.policy';
import { noticeEvidence, ownTop } from './delivery-notice.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const mail = (headers: string[], body: string) => decodeInboundMessage([...headers, '', body].join('\r\n').replace(/\r?\n/g, '\r\n'));
const TO = 'To: quotes@atlasmoving.example';

describe('delivery notice evidence', () => {
  it.each([
    ['MAILER-DAEMON@mx.example.org'],
    ['Mail Delivery Subsystem <mailer-daemon@googlemail.com>'],
    ['Postmaster <Postmaster@example.org>'],
    ['"Postmaster" <postmaster>'],
    ['MAILER-DAEMON (Mail Delivery System)'],
    ['Mail Delivery System <Mailer-Daemon@server12.hostingco.example>'],
  ])('should take mail from %s as mail-system mail, whatever its subject', async (from) => {
    const verdict = noticeEvidence(await mail([`From: ${from}`, TO, 'Subject: Q'], 'Your message could not be delivered to bob@example.org.'));
    expect(verdict).toMatchObject({ notice: true, daemon: true });
    const quiet = noticeEvidence(await mail([`From: ${from}`, TO, 'Subject: Mailbox statistics'], 'Your mailbox holds 1,204 messages.'));
    expect(quiet).toMatchObject({ notice: false, daemon: true });
  });

  it.each([
    'This report relates to a message you sent with the following header fields:',
    'Uw bericht kan niet worden bezorgd bij de volgende geadresseerden of groepen:',
    'Hello, this is the mail server on relay.example.net.',
    'This is the MAILER-DAEMON, please DO NOT REPLY to this email.',
    '   ----- Transcript of session follows -----',
    'A message that you sent contained one or more recipient addresses that were incorrectly constructed:',
  ])('should take the opening "%s" as a notice whoever sends it', async (opening) => {
    const verdict = noticeEvidence(await mail(['From: Mail Relay <relay@mta.example.org>', TO, 'Subject: Notification'], `${opening}\n\n  bob@example.org\n    no such mailbox\n`));
    expect(verdict).toMatchObject({ notice: true });
  });

  it.each(['Non recapitabile: Preventivo', 'Não é possível entregar: Orçamento', 'Går inte att leverera: Offert', 'Nie można dostarczyć: Oferta', '无法传递: 报价'])(
    'should take the postmaster\'s subject "%s" as a notice',
    async (subject) => {
      expect(noticeEvidence(await mail(['From: postmaster@example.org', TO, `Subject: ${subject}`], 'bob@example.org'))).toMatchObject({ notice: true });
    },
  );

  it.each(['Retard de remise : Votre devis', 'Entrega retrasada: Su cotización', 'Bezorging vertraagd: Offerte', 'Recapito ritardato: Preventivo'])(
    'should read the delay subject "%s" as a delay warning',
    async (subject) => {
      const message = await mail(['From: postmaster@example.org', TO, `Subject: ${subject}`], 'bob@example.org');
      expect(readDeliveryNotice(message).report).toMatchObject({ action: 'delayed' });
    },
  );

  it('should take a list manager refusing our post as a notice, but not its hold for a moderator', async () => {
    const refusal = noticeEvidence(await mail(['From: crew-owner@lists.example.org', TO, 'Subject: Your quote', 'X-Mailman-Version: 2.1.39'], 'You are not allowed to post to this mailing list, and your message has been automatically rejected.'));
    expect(refusal).toMatchObject({ notice: true, daemon: true });
    const hold = noticeEvidence(await mail(['From: crew-owner@lists.example.org', TO, 'Subject: Your message awaits moderator approval', 'X-Mailman-Version: 2.1.39'], 'Your mail to crew is being held until the list moderator can review it. Post by non-member to a members-only list.'));
    expect(hold.notice).toBe(false);
  });

  it("should call a list manager's hold for its moderator machine mail (not a notice), and not a person's post about a hold", async () => {
    const hold = noticeEvidence(await mail(['From: crew-admin@lists.example.org', TO, 'Subject: [Crew] Your message to Crew awaits moderator approval'], "Your mail to 'Crew' with the subject\n\n    Re: Your quote\n\nis being held until the list moderator can review it for approval."));
    expect(hold).toMatchObject({ notice: false, daemon: true });
    expect(hold.reason).toContain('holding our post for its moderator');
    // Mailman's request to the poster in another language: its owner address as the envelope sender and the subject name it.
    const request = noticeEvidence(await mail(['Return-Path: <crew+owner@lists.example.org>', 'From: Crew <crew+confirm@lists.example.org>', TO, 'Subject: Moderation request [crew] Your quote'], 'Vinsamlegast lestu skilaboðin.'));
    expect(request).toMatchObject({ notice: false, daemon: true });
    const person = noticeEvidence(await mail(['From: Ann <ann@example.com>', TO, 'Subject: Re: [Crew] list rules', 'List-Id: <crew.lists.example.org>', 'Return-Path: <crew-bounces@lists.example.org>'], 'My post is being held until the list moderator can review it. Is that normal? Moderation request pending since Monday.'));
    expect(person).toMatchObject({ notice: false, daemon: false });
  });

  it.each([
    ['From: ANTIGEN_MX01 <ANTIGEN_MX01@movers.example>', 'Subject: MX01 found VIRUS= W32/Netsky-P worm', 'MX01 found quote.pif infected with VIRUS= W32/Netsky-P worm.\nThe message is currently Purged.'],
    ['From: viruscheck@mx.movers.example', 'Subject: Virus im Mail entdeckt / Virus found in the message', 'Der Mail Scanner hat eine infizierte Mail entdeckt.\nVirus identity found: W32/Sobig-F'],
    ['From: SAVMSE@movers.example', 'Subject: Symantec AVF detected that you sent a message with a prohibited subject line', 'Subject of the message: Re: Your quote\nRecipient of the message: Erin Wu'],
    ['From: Movers Virus Scanner <scan@mx.movers.example>', 'Subject: VIRUS U VASOJ PORUCI', 'Virus scanner je pronasao W32/Mydoom.A@mm u poruci.'],
    ['From: postmaster@movers.example', 'Subject: VIRUS IN YOUR MAIL', 'Our viruschecker stopped your email to erin@movers.example.'],
  ])("should take a scanner's report (%s) as a notice", async (from, subject, body) => {
    expect(noticeEvidence(await mail([from, TO, subject], body))).toMatchObject({ notice: true, daemon: true });
  });

  it('should not take a person who writes about a virus, or a scanner address that reports nothing, as a notice', async () => {
    const person = await mail(['From: Ann <ann@example.com>', TO, 'Subject: Virus found in your message'], 'Hi, our scanner says your quote.pdf was infected with W32/Sobig-F and the message was quarantined. Can you resend it?');
    expect(noticeEvidence(person)).toMatchObject({ notice: false, daemon: false });
    const quiet = await mail(['From: virusalert@movers.example', TO, 'Subject: Weekly statistics'], 'Mail scanned this week: 1,204.');
    expect(noticeEvidence(quiet)).toMatchObject({ notice: false, daemon: false });
  });

  it("should take an autoresponder's or a null sender's delivery error as a notice, and not an autoresponder's other mail", async () => {
    const wwm = await mail(['From: Movers Autoresponder <robot@movers.example>', TO, 'Subject: Email not delivered'], 'Sorry, the address specified in your recent email does not exist.\nYour email has not been delivered.');
    expect(noticeEvidence(wwm)).toMatchObject({ notice: true, daemon: true });
    const picolo = await mail(['From: Movers Automailer <null@movers.example>', TO, 'Subject: Uw mail is niet verstuurd'], '[Delivery Error]\n\nU heeft een e-mail gestuurd naar een mailinglist die niet bestaat.');
    expect(noticeEvidence(picolo)).toMatchObject({ notice: true, daemon: true });
    const away = await mail(['From: Movers Autoresponder <robot@movers.example>', TO, 'Subject: Re: Your quote'], 'I am out of the office until Monday.');
    expect(noticeEvidence(away)).toMatchObject({ notice: false, daemon: false });
    const person = await mail(['From: Ann <ann@example.com>', TO, 'Subject: Email not delivered'], 'My email to your colleague was not delivered, there was a delivery error. Can you forward it?');
    expect(noticeEvidence(person).notice).toBe(false);
  });

  it('should take "Microsoft Outlook" as a mail system only with a failure subject', async () => {
    expect((await noticeEvidenceOf(['From: Microsoft Outlook <outlook_ABC@outlook.com>', 'Subject: Undeliverable: Your quote'], 'Delivery has failed.')).notice).toBe(true);
    expect((await noticeEvidenceOf(['From: Microsoft Outlook <ann@example.com>', 'Subject: Microsoft Outlook Test Message'], 'This is a test.')).daemon).toBe(false);
  });

  it('should take a multipart/report without report-type, or a delivery-status part, as a notice', async () => {
    const body = '--B\r\nContent-Type: text/plain\r\n\r\nDelivery failed.\r\n--B\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.org\r\n\r\nFinal-Recipient: rfc822; bob@example.org\r\nAction: failed\r\nStatus: 5.1.1\r\n\r\n--B--\r\n';
    const verdict = noticeEvidence(await mail(['From: Mail Router <router@mx.example.org>', TO, 'Subject: Notice', 'MIME-Version: 1.0', 'Content-Type: multipart/report; boundary="B"'], body));
    expect(verdict).toMatchObject({ notice: true, reason: 'multipart/report with a delivery-status part' });
    const attached = body.replace('Content-Type: message/delivery-status', 'Content-Type: message/delivery-status\r\nContent-Disposition: attachment; filename="details.txt"');
    expect(noticeEvidence(await mail(['From: Relay <relay@mx.example.org>', TO, 'Subject: Notice', 'MIME-Version: 1.0', 'Content-Type: multipart/mixed; boundary="B"'], attached)).notice).toBe(true);
  });

  it.each([
    'This is the mail system at host smtp1.example.org.',
    "Hi. This is the qmail-send program at mail.example.com.\nI'm afraid I wasn't able to deliver your message to the following addresses.",
    'The following message to <bob@example.org> was undeliverable.',
    'Your message did not reach some or all of the intended recipients.',
    'Your message\n\n  To: bob@example.org\n\ndid not reach the following recipient(s):\n\nbob@example.org',
    '------ Failed Recipients ------\n\n<bob@example.org>: Requested action not taken: mailbox unavailable.',
    'This is a delivery status notification from mail.example.org, running the Courier mail server.',
    'The message that you sent was undeliverable to the following:\n\tbob@example.org (user not found)',
  ])('should take the classic opening "%s" as a notice from any sender', async (text) => {
    expect(noticeEvidence(await mail(['From: Gateway <gw@relay.example.org>', TO, 'Subject: Re: Your quote'], text)).notice).toBe(true);
  });

  it('should take a gateway error report written in the recipient name as a notice', async () => {
    const verdict = noticeEvidence(await mail(['From: <4155550143@txt.carrier.example>', TO, 'Subject: Re: Your quote', 'In-Reply-To: <ours-1@atlasmoving.example>'], 'Error: Message could not be delivered to 4155550143@txt.carrier.example\nReason: 550 5.1.1 Invalid mailbox'));
    expect(verdict).toMatchObject({ notice: true, reason: 'error report "Error: Message could not be delivered to 4155550143@txt.carrier.example"' });
  });

  it('should take a failure notice marked Auto-Submitted: auto-replied as a notice, not an out-of-office', async () => {
    const verdict = noticeEvidence(await mail(['From: Mail Gateway <gateway@mx.example.org>', TO, 'Subject: Notification', 'Auto-Submitted: auto-replied'], 'Your message to bob@example.org could not be delivered. The mailbox does not exist.'));
    expect(verdict.notice).toBe(true);
  });

  it('should not take a person who quotes or forwards a bounce, or talks about one, as a notice', async () => {
    const quoted = 'My old address stopped working, sorry.\n\nOn Mon, Nov 23, 2026 at 10:02 AM Mail Delivery System <MAILER-DAEMON@smtp1.example.org> wrote:\n> This is the mail system at host smtp1.example.org.\n> 550 5.1.1 User unknown';
    expect(noticeEvidence(await mail(['From: Ann <ann@example.com>', TO, 'Subject: Re: Undelivered Mail Returned to Sender'], quoted)).notice).toBe(false);
    const forwarded = 'Please use this address.\n\n---------- Forwarded message ---------\nFrom: Mail Delivery System <MAILER-DAEMON@smtp1.example.org>\nSubject: Undelivered Mail Returned to Sender\n\nThis is the mail system at host smtp1.example.org.\n';
    expect(noticeEvidence(await mail(['From: Ann <ann@example.com>', TO, 'Subject: Fwd: Undelivered Mail Returned to Sender'], forwarded)).notice).toBe(false);
    const customer = 'Our sofa could not be delivered on Tuesday, nobody came to Suite 400 East. Call me at ann@example.com.';
    expect(noticeEvidence(await mail(['From: Ann <ann@example.com>', TO, 'Subject: Delivery failure'], customer)).notice).toBe(false);
  });

  it("should not take a person who pastes a bounce under their own words as a notice, and keep a gateway's notice under a rule", async () => {
    const transcript = '  ----- The following addresses had permanent fatal errors -----\n<talin@acm.example>\n    (reason: 550 5.1.1 User unknown)';
    const pasted = `I tried to send you the inventory list but my mail keeps bouncing, this is what came back:\n\n${transcript}`;
    expect(noticeEvidence(await mail(['From: Ann <ann@example.com>', TO, 'Subject: Re: Your moving quote'], pasted)).notice).toBe(false);
    // A gateway writing in the recipient's name puts no sentence of its own above the wording; a mail system's sender is a mail system.
    expect(noticeEvidence(await mail(['From: Bob <bob@example.net>', TO, 'Subject: Re: Your moving quote'], `=========\n${transcript}`)).notice).toBe(true);
    expect(noticeEvidence(await mail(['From: MAILER-DAEMON@mx.example.net', TO, 'Subject: Returned mail'], `I tried to deliver your message to the recipients below and failed:\n\n${transcript}`)).notice).toBe(true);
  });

  it('should call a challenge-response request machine mail, not a notice and not a person', async () => {
    const bluebottle = 'Your message was received.\n\nThis account is protected. Please click on the following link to have your address added to the recipient\'s allowed list and to ensure delivery of your email.\n\nhttps://cr.example.net/verify/1234';
    expect(noticeEvidence(await mail(['From: Ann <ann@example.com>', TO, 'Subject: RE: Your quote'], bluebottle))).toMatchObject({ notice: false, daemon: true });
  });

  it('should cut the top at quoted or forwarded history', () => {
    expect(ownTop('Yes please.\n\nOn Mon, 23 Nov 2026, Atlas wrote:\n> quote')).toBe('Yes please.\n\n');
    expect(ownTop('Ja.\n\nVon: Atlas <a@b.example>\nGesendet: Montag\n')).toBe('Ja.\n\n');
    expect(ownTop('x'.repeat(20_000)).length).toBe(6000);
  });
});

async function noticeEvidenceOf(headers: string[], body: string) {
  return noticeEvidence(await mail([...headers, TO], body));
}
