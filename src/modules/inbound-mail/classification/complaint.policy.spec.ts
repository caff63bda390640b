import { classifyInboundMail } from './inbound-mail-classifier.service';
import { readableAddress, readComplaint } from './complaint.policy';
import { decodeInboundMessage } from './inbound-message.mapper';

const crlf = (text: string): string => text.replace(/\n/g, '\r\n');

const arf = ({ fields, returned = 'message/rfc822', to = 'ann.lee@example.com' }: { fields: string; returned?: string; to?: string }): string =>
  crlf(`From: feedback@arf.mail.yahoo.com
To: fbl@atlasmoving.example
Subject: FW: Yahoo Complaint Feedback Loop
Date: Mon, 23 Nov 2026 10:00:00 +0000
Message-ID: <report-1@arf.mail.yahoo.com>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report; boundary="B"

--B
Content-Type: text/plain; charset=us-ascii

This is an email abuse report for an email message received from IP 203.0.113.25.

--B
Content-Type: message/feedback-report

${fields}

--B
Content-Type: ${returned}

From: Atlas Moving <quotes@atlasmoving.example>
To: ${to}
Subject: Your quote
Message-ID: <ours-1@atlasmoving.example>
Date: Mon, 23 Nov 2026 08:00:00 +0000

--B--
`);

describe('spam complaints', () => {
  it('should read the recipient from Original-Rcpt-To and the complained-about Message-ID from the returned message', async () => {
    const raw = arf({ fields: 'Feedback-Type: abuse\nUser-Agent: Yahoo!-Mail-Feedback/2.0\nVersion: 0.1\nOriginal-Rcpt-To: Ann.Lee@Example.com\nArrival-Date: Mon, 23 Nov 2026 08:00:05 +0000', to: 'someone.else@example.com' });
    const verdict = readComplaint(await decodeInboundMessage(raw));
    expect(verdict.details).toEqual({
      feedback_type: 'abuse', recipient: 'ann.lee@example.com', original_message_id: '<ours-1@atlasmoving.example>',
      arrival_date: 'Mon, 23 Nov 2026 08:00:05 +0000', reporter: 'Yahoo!-Mail-Feedback/2.0',
    });
    expect(verdict.reasons).toContain('recipient from Original-Rcpt-To');
  });

  it("should fall back to the returned headers' To and leave a redacted recipient null", async () => {
    const headersOnly = await classifyInboundMail(arf({ fields: 'Feedback-Type: abuse\nVersion: 1', returned: 'text/rfc822-headers' }));
    expect(headersOnly).toMatchObject({ kind: 'complaint', complaint: { recipient: 'ann.lee@example.com', original_message_id: '<ours-1@atlasmoving.example>' }, bounce: null });
    const redacted = await classifyInboundMail(arf({ fields: 'Feedback-Type: abuse\nUser-Agent: Hotmail FBL\nVersion: 1.0', to: '<redacted>' }));
    expect(redacted).toMatchObject({ kind: 'complaint', complaint: { recipient: null, original_message_id: '<ours-1@atlasmoving.example>', reporter: 'Hotmail FBL' } });
  });

  it('should keep feedback reports that are no complaint (DMARC failures, not-spam) as other mail', async () => {
    for (const type of ['auth-failure', 'not-spam', 'virus']) {
      const result = await classifyInboundMail(arf({ fields: `Feedback-Type: ${type}\nVersion: 1\nOriginal-Rcpt-To: ann.lee@example.com` }));
      expect(result).toMatchObject({ kind: 'other', complaint: null });
      expect(result.reasons[0]).toContain(`Feedback-Type: ${type}`);
    }
  });

  it('should not read an ordinary delivery report as a complaint', async () => {
    const dsn = crlf('From: MAILER-DAEMON@mx.example.com\nTo: quotes@atlasmoving.example\nSubject: Undelivered Mail Returned to Sender\nContent-Type: multipart/report; report-type=delivery-status; boundary="B"\n\n--B\nContent-Type: text/plain\n\nFeedback-Type: abuse\n\n--B--\n');
    expect(readComplaint(await decodeInboundMessage(dsn))).toEqual({ report: false, details: null, reasons: [] });
  });

  it('should read addresses in field and header form and refuse redacted ones', () => {
    expect(readableAddress('rfc822; Bob@Example.com')).toBe('bob@example.com');
    expect(readableAddress('"Bob Smith" <bob@example.com>')).toBe('bob@example.com');
    for (const hidden of ['<redacted>', 'redacted@hotmail.com', 'xxxxxxx@aol.com', '[redacted]', '', undefined]) expect(readableAddress(hidden)).toBeNull();
  });

  it('should read Hotmail\'s older junk-mail report (no ARF fields) as a complaint, and prefer the ARF fields when a Hotmail report has them', async () => {
    const attached = 'From: Atlas Moving <quotes@atlasmoving.example>\nTo: ann.lee@example.com\nSubject: Your quote\nMessage-ID: <ours-9@atlasmoving.example>\n\nHello';
    const old = await decodeInboundMessage(
      crlf(`From: staff@hotmail.com\nTo: fbl@atlasmoving.example\nSubject: complaint about message from 203.0.113.25\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="B"\n\n--B\nContent-Type: message/rfc822\nContent-Disposition: attachment\n\n${attached}\n--B--\n`),
    );
    expect(readComplaint(old).details).toEqual({ feedback_type: 'abuse', recipient: 'ann.lee@example.com', original_message_id: '<ours-9@atlasmoving.example>', arrival_date: null, reporter: 'hotmail.com' });
    const arfFromHotmail = await decodeInboundMessage(arf({ fields: 'Feedback-Type: abuse\nUser-Agent: Hotmail FBL\nVersion: 1.0' }).replace('From: feedback@arf.mail.yahoo.com', 'From: staff@hotmail.com').replace('Subject: FW: Yahoo Complaint Feedback Loop', 'Subject: complaint about message from 203.0.113.25'));
    expect(readComplaint(arfFromHotmail).details).toMatchObject({ reporter: 'Hotmail FBL' });
  });

  it('should read ARF fields sent without a report-type as a complaint', async () => {
    const plain = await decodeInboundMessage(crlf('From: feedback@fbl.example.net\nTo: fbl@atlasmoving.example\nSubject: Abuse report\nContent-Type: text/plain\n\nThis is an abuse report.\n\nFeedback-Type: abuse\nUser-Agent: ExampleFBL/1.0\nVersion: 1\nOriginal-Rcpt-To: ann.lee@example.com\n'));
    expect(readComplaint(plain).details).toMatchObject({ feedback_type: 'abuse', recipient: 'ann.lee@example.com', reporter: 'ExampleFBL/1.0' });
  });
});
