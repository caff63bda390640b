import { readDeliveryNotice } from './bounce.policy';
import { dsnRecipients } from './delivery-status.mapper';
import { decodeInboundMessage } from './inbound-message.mapper';

const crlf = (text: string): string => text.replace(/\n/g, '\r\n');

const report = (recipientBlocks: string, notice = 'Your message could not be delivered.'): string =>
  crlf(`From: MAILER-DAEMON@smtp1.atlasmoving.example (Mail Delivery System)
To: quotes@atlasmoving.example
Subject: Undelivered Mail Returned to Sender
Date: Mon, 23 Nov 2026 10:00:00 +0000
Message-Id: <bounce-1@smtp1.atlasmoving.example>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

${notice}

--B
Content-Type: message/delivery-status

Reporting-MTA: dns; smtp1.atlasmoving.example

${recipientBlocks}
--B
Content-Type: text/rfc822-headers

From: quotes@atlasmoving.example
Message-ID: <ours-1@atlasmoving.example>
Subject: Your quote

--B--
`);

describe('delivery reports', () => {
  it('should read the failed recipient, status and folded diagnostic of an RFC 3464 report', async () => {
    const message = await decodeInboundMessage(
      report(`Final-Recipient: rfc822; Bob.Smith@Example.com
Original-Recipient: rfc822;bob.smith@example.com
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 <bob.smith@example.com>: Recipient address
    rejected: User unknown in virtual mailbox table
`),
    );
    const verdict = readDeliveryNotice(message);
    expect(verdict.bounce).toEqual({
      class: 'hard',
      recipient: 'bob.smith@example.com',
      status: '5.1.1',
      diagnostic: '550 5.1.1 <bob.smith@example.com>: Recipient address rejected: User unknown in virtual mailbox table',
      original_message_id: '<ours-1@atlasmoving.example>',
    });
    expect(verdict.reasons[0]).toContain('multipart/report; report-type=delivery-status');
  });

  it('should pick the failed recipient of a report about several, and call an all-relayed report a delivery report', async () => {
    const mixed = await decodeInboundMessage(report(`Final-Recipient: rfc822; ann@example.com
Action: delivered
Status: 2.0.0

Final-Recipient: rfc822; bob@example.com
Action: failed
Status: 5.7.26
Diagnostic-Code: smtp; 550 5.7.26 Unauthenticated email is not accepted due to domain's DMARC policy
`));
    expect(readDeliveryNotice(mixed).bounce).toMatchObject({ class: 'policy', recipient: 'bob@example.com', status: '5.7.26' });
    expect(dsnRecipients(mixed.text).map((entry) => entry.action)).toEqual(['delivered', 'failed']);

    const delivered = await decodeInboundMessage(report('Final-Recipient: rfc822; ann@example.com\nAction: relayed\nStatus: 2.0.0\n'));
    expect(readDeliveryNotice(delivered)).toMatchObject({ bounce: null, report: { action: 'relayed', recipient: 'ann@example.com', status: '2.0.0' } });
  });

  it('should call a delayed delivery a delivery report, not a bounce', async () => {
    const message = await decodeInboundMessage(report('Final-Recipient: rfc822; bob@example.com\nAction: delayed\nStatus: 4.4.1\nDiagnostic-Code: X-Postfix; connect to mx.example.com: Connection timed out\n'));
    expect(readDeliveryNotice(message)).toMatchObject({ bounce: null, report: { action: 'delayed', status: '4.4.1', recipient: 'bob@example.com' } });
  });

  it('should prefer the remote server code to a vague report Status', async () => {
    const message = await decodeInboundMessage(report('Final-Recipient: rfc822; bob@example.com\nAction: failed\nStatus: 5.0.0\nDiagnostic-Code: smtp; 550 5.1.1 <bob@example.com>... User unknown\n'));
    expect(readDeliveryNotice(message).bounce).toMatchObject({ class: 'hard', status: '5.1.1' });
  });

  it('should read the plain-text notices of Exchange, Exim and qmail', async () => {
    const exchange = await decodeInboundMessage(
      crlf(`From: System Administrator <postmaster@example.net>
To: quotes@atlasmoving.example
Subject: Undeliverable: Your quote
X-MS-Exchange-Message-Is-Ndr:
Content-Type: text/plain

Delivery has failed to these recipients or groups:

Bob Smith (bob@example.net)
The e-mail address you entered couldn't be found.

Diagnostic information for administrators:

Generating server: EXCH1.example.net

bob@example.net
#550 5.1.1 RESOLVER.ADR.RecipNotFound; not found ##
`),
    );
    expect(readDeliveryNotice(exchange).bounce).toMatchObject({ class: 'hard', recipient: 'bob@example.net', status: '5.1.1', diagnostic: '#550 5.1.1 RESOLVER.ADR.RecipNotFound; not found ##' });

    const exim = await decodeInboundMessage(
      crlf(`From: Mail Delivery System <Mailer-Daemon@server12.hostingco.example>
To: quotes@atlasmoving.example
Subject: Mail delivery failed: returning message to sender
X-Failed-Recipients: carol@example.org
Auto-Submitted: auto-replied

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  carol@example.org
    No Such User Here
`),
    );
    expect(readDeliveryNotice(exim).bounce).toMatchObject({ class: 'hard', recipient: 'carol@example.org', status: null });

    const qmail = await decodeInboundMessage(
      crlf(`From: MAILER-DAEMON@mail.example.com
To: quotes@atlasmoving.example
Subject: failure notice

Hi. This is the qmail-send program at mail.example.com.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<dave@example.com>:
The users mailfolder is over the allowed quota (size). (#5.2.2)
`),
    );
    expect(readDeliveryNotice(qmail).bounce).toMatchObject({ class: 'soft', recipient: 'dave@example.com', status: '5.2.2' });
  });

  it('should not take the returned message headers (DKIM, SPF) as the reason', async () => {
    const message = await decodeInboundMessage(
      crlf(`From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: quotes@atlasmoving.example
Subject: Delivery Status Notification (Failure)
X-Failed-Recipients: erin@example.jp

Delivery to the following recipient failed permanently:

     erin@example.jp

Technical details of permanent failure:
The recipient server did not accept our requests to connect. [(0) example.jp. [192.0.2.222]:25: socket error]

----- Original message -----

DKIM-Signature: v=1; a=rsa-sha256; d=atlasmoving.example; s=s1;
        b=aFBSuSqKQpIfEutpxxWevRYjFVd07QtaJAfz3wn
Received-SPF: pass (google.com: domain of quotes@atlasmoving.example designates 192.0.2.1 as permitted sender)
Message-ID: <ours-2@atlasmoving.example>
`),
    );
    expect(readDeliveryNotice(message).bounce).toMatchObject({ class: 'soft', recipient: 'erin@example.jp', status: null, original_message_id: '<ours-2@atlasmoving.example>' });
  });

  it('should read a gateway notice by its own failure subject and wording', async () => {
    const message = await decodeInboundMessage(crlf('From: MMSC NDR Administrator <sysadmin@mms.example.net>\nTo: quotes@atlasmoving.example\nSubject: Undeliverable Message\n\nYour message to erin@example.net could not be delivered.\nReason: 550 Invalid recipient\n'));
    expect(readDeliveryNotice(message).bounce).toMatchObject({ class: 'hard', recipient: 'erin@example.net', status: null });
  });

  it("should read a daemon's \"cannot be delivered … no such mailbox\" and a scanner's stopped delivery as bounces", async () => {
    const ftgate = await decodeInboundMessage(crlf('From: "Mailer-Daemon@movers.example" <mailerror@movers.example>\nTo: quotes@atlasmoving.example\nSubject: Movers: Mail Delivery Error - erin@movers.example\n\nYour message "Your quote", sent to <erin@movers.example>\n\ncannot be delivered due to the following error:\nerin@movers.example - no such mailbox at MOVERS.EXAMPLE.\n'));
    expect(readDeliveryNotice(ftgate).bounce).toMatchObject({ class: 'hard', recipient: 'erin@movers.example' });
    const virus = await decodeInboundMessage(crlf('From: virusalert@movers.example\nTo: quotes@atlasmoving.example\nSubject: FOUND VIRUS IN MAIL from <quotes@atlasmoving.example> to <erin@movers.example>\n\nOur viruschecker found a VIRUS in your email to "<erin@movers.example>".\nWe stopped delivery of this email!\n\nHere are the headers from your email:\nReceived: from mx.atlasmoving.example by mx.movers.example with SMTP\n'));
    expect(readDeliveryNotice(virus).bounce).toMatchObject({ class: 'policy', recipient: 'erin@movers.example' });
    const attachment = await decodeInboundMessage(crlf('From: <quotes@atlasmoving.example>\nTo: quotes@atlasmoving.example\nSubject: Attachment type not allowed\n\nWe have received a message with your e-mail address (quotes@atlasmoving.example) as the sender.\nOne or more of the attachments could contain harmful code. Therefore the entire message was blocked and NOT delivered.\nPlease contact the intended recipient: erin@movers.example\n'));
    expect(readDeliveryNotice(attachment).bounce).toMatchObject({ class: 'policy' });
  });

  it("should read a scanner's report as a policy bounce and an unusual daemon's delivery error as a hard one", async () => {
    const symantec = await decodeInboundMessage(crlf('From: SAVMSE@movers.example\nTo: quotes@atlasmoving.example\nSubject: Symantec AVF detected that you sent a message with a prohibited subject line\n\nSubject of the message: Re: Your quote\nRecipient of the message: Erin Wu\n'));
    expect(readDeliveryNotice(symantec).bounce).toMatchObject({ class: 'policy' });
    const antigen = await decodeInboundMessage(crlf('From: ANTIGEN_MX01@movers.example\nTo: quotes@atlasmoving.example\nSubject: MX01 found VIRUS= W32/Netsky-P worm\n\nMX01 found quote.pif infected with VIRUS= W32/Netsky-P worm.\nThe message is currently Purged.\n'));
    expect(readDeliveryNotice(antigen).bounce).toMatchObject({ class: 'policy' });
    const dutch = await decodeInboundMessage(crlf('From: Movers Automailer <null@movers.example>\nTo: quotes@atlasmoving.example\nSubject: Uw mail is niet verstuurd\n\n[Delivery Error]\n\nU heeft een e-mail gestuurd naar een mailinglist die niet bestaat.\n'));
    expect(readDeliveryNotice(dutch).bounce).toMatchObject({ class: 'hard' });
  });

  it('should not read a person writing about an undeliverable email as a bounce', async () => {
    const message = await decodeInboundMessage(crlf('From: Ann <ann@example.com>\nTo: quotes@atlasmoving.example\nSubject: Re: Undeliverable address?\n\nMy old address was undeliverable, please use this one.\n'));
    expect(readDeliveryNotice(message)).toEqual({ bounce: null, report: null, machine: false, reasons: [] });
    const forwarded = await decodeInboundMessage(crlf('From: Ann <ann@example.com>\nTo: quotes@atlasmoving.example\nSubject: Fwd: Returned mail: see transcript for details\n\nYour email to my colleague could not be delivered, use bob@example.com instead.\n'));
    expect(readDeliveryNotice(forwarded).bounce).toBeNull();
    const customer = await decodeInboundMessage(crlf('From: Ann <ann@example.com>\nTo: quotes@atlasmoving.example\nSubject: Delivery failure\n\nOur sofa could not be delivered on Tuesday, nobody came to 12 Elm St. Call me at ann@example.com or 555-0100.\n'));
    expect(readDeliveryNotice(customer).bounce).toBeNull();
    const responder = await decodeInboundMessage(crlf('From: Ann <ann@example.com>\nTo: quotes@atlasmoving.example\nSubject: Re: Delivery status of your shipment\nAuto-Submitted: auto-replied\n\nI am out of the office until Monday.\n'));
    expect(readDeliveryNotice(responder).bounce).toBeNull();
  });

  it('should read text-only delay warnings and success notices as delivery reports', async () => {
    const exim = await decodeInboundMessage(
      crlf(`From: Mail Delivery System <Mailer-Daemon@server12.hostingco.example>
To: quotes@atlasmoving.example
Subject: Warning: message 1vb587-000858-64 delayed 24 hours
Auto-Submitted: auto-replied

This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on server12.hostingco.example.

The address to which the message has not yet been delivered is:

  carol@example.org
    Delay reason: SMTP error from remote mail server after RCPT TO:<carol@example.org>:
    451 4.7.1 Greylisted, please try again later

No action is required on your part. Delivery attempts will continue for
some time, and this warning may be repeated at intervals if the message
remains undelivered. Eventually the mail delivery software will give up,
and when that happens, the message will be returned to you.
`),
    );
    expect(readDeliveryNotice(exim)).toMatchObject({ bounce: null, report: { action: 'delayed', recipient: 'carol@example.org', status: '4.7.1' } });

    const exchange = await decodeInboundMessage(crlf('From: postmaster@example.net\nTo: quotes@atlasmoving.example\nSubject: Delivered: Your quote\n\nYour message has been delivered to the following recipients:\n\nBob Smith (bob@example.net)\n'));
    expect(readDeliveryNotice(exchange)).toMatchObject({ bounce: null, report: { action: 'delivered', recipient: 'bob@example.net', status: null } });
  });

  it('should read a warning that also reports a permanent failure as a bounce', async () => {
    const message = await decodeInboundMessage(
      crlf(`From: Mail Delivery Subsystem <MAILER-DAEMON@mta1.atlasmoving.example>
To: quotes@atlasmoving.example
Subject: Warning: could not send message for past 4 hours

   ----- The following addresses had permanent fatal errors -----
<bob@example.org>
    (reason: 550 5.2.1 Mailbox disabled for this recipient)

   ----- The following addresses had transient non-fatal errors -----
<ann@example.com>
    (reason: 451 4.3.0 Temporary lookup failure)
`),
    );
    expect(readDeliveryNotice(message).bounce).toMatchObject({ class: 'hard', recipient: 'bob@example.org', status: '5.2.1' });
  });

  it("should read the remote answer from a gateway's attached report when its own notice names no reason", async () => {
    const message = await decodeInboundMessage(
      crlf(`From: postmaster@gateway.example.org
To: quotes@atlasmoving.example
Subject: Mail could not be delivered
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary="G"

--G
Content-Type: text/plain

The following mail could not be delivered.
Reason:  Unable to deliver message to <bob@example.org> (and other recipients in the same domain).

--G
Content-Type: message/rfc822

From: relay@example.org
To: bob@example.org
Subject: Returned mail

----- The following addresses had permanent fatal errors -----
<bob@example.org>

----- Transcript of the session follows -----
... while talking to 192.0.2.1:
>>> RCPT To:<bob@example.org>
<<< 550 5.1.1 <bob@example.org>... Invalid recipient

--G--
`),
    );
    expect(readDeliveryNotice(message).bounce).toMatchObject({ class: 'hard', recipient: 'bob@example.org', status: '5.1.1' });
  });

  it('should call mail from a mail system that reports nothing machine mail, not a person', async () => {
    const message = await decodeInboundMessage(crlf('From: postmaster@example.net\nTo: quotes@atlasmoving.example\nSubject: Your mailbox\n\nYour account statistics for November are attached.\n'));
    expect(readDeliveryNotice(message)).toEqual({ bounce: null, report: null, machine: true, reasons: ['mail-system sender postmaster@example.net'] });
  });
});

