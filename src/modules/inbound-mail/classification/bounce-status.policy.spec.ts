import { bounceClassOf, statusFromWords, statusInText } from './bounce-status.policy';

describe('bounce status', () => {
  it.each([
    ['5.1.1', 'hard'],
    ['5.1.2', 'hard'],
    ['5.1.10', 'hard'],
    ['5.2.1', 'hard'],
    ['5.4.1', 'hard'],
    ['5.4.4', 'hard'],
    ['5.4.310', 'hard'],
    ['5.2.2', 'soft'],
    ['4.2.2', 'soft'],
    ['4.4.7', 'soft'],
    ['4.7.1', 'soft'],
    ['5.4.7', 'soft'],
    ['5.4.316', 'soft'],
    ['5.7.1', 'policy'],
    ['5.7.26', 'policy'],
    ['5.7.708', 'policy'],
    ['5.7.606', 'policy'],
    ['5.1.8', 'policy'],
    ['5.1.7', 'policy'],
    ['5.3.4', 'soft'],
    ['5.2.3', 'soft'],
    ['5.7.13', 'hard'],
  ])('should class %s as %s', (status, klass) => {
    expect(bounceClassOf(status, '')).toBe(klass);
  });

  it('should let the words decide for codes that say nothing about whose fault it was', () => {
    expect(bounceClassOf('5.0.0', '550 5.0.0 User unknown')).toBe('hard');
    expect(bounceClassOf('5.0.0', '552 Mailbox full')).toBe('soft');
    expect(bounceClassOf('5.0.0', '554 Client host blocked using zen.spamhaus.org')).toBe('policy');
    expect(bounceClassOf('5.5.0', '554 Service currently unavailable')).toBe('soft');
    expect(bounceClassOf('5.0.0', '550 rejected')).toBe('policy');
    expect(bounceClassOf('5.0.0', '550 Recipient address rejected: user unknown')).toBe('hard');
  });

  it('should read enhanced codes but not the tail of an IP address or a version', () => {
    expect(statusInText('host mx [10.4.5.12] said: 550-5.1.1 The email account')).toBe('5.1.1');
    expect(statusInText('Exim 4.98 at 192.168.5.2.1')).toBeNull();
    expect(statusInText('Sorry, no mailbox here by that name. (#5.1.1)')).toBe('5.1.1');
    expect(statusInText('550 5.7.708 Service unavailable')).toBe('5.7.708');
    expect(statusInText('no code here')).toBeNull();
    expect(statusInText('by smtp-gw6 (Lotus SMTP MTA v4.6.1)')).toBeNull();
    expect(statusInText("5.1.0 - Unknown address error 550-'5.2.2 <bob@example.jp>... Mailbox Full'")).toBe('5.2.2');
    expect(statusInText('2.0.0 queued, then 550 5.1.1 user unknown')).toBe('5.1.1');
  });

  it('should infer a status from a bare SMTP reply and its words', () => {
    expect(statusFromWords('550 No Such User Here')).toBe('5.1.1');
    expect(statusFromWords('552 Mailbox quota exceeded')).toBe('5.2.2');
    expect(statusFromWords('452 mailbox full')).toBe('4.2.2');
    expect(statusFromWords('554 delivery error: blocked by policy')).toBe('5.7.1');
    expect(statusFromWords('retry timeout exceeded')).toBe('4.0.0');
    expect(statusFromWords('554 something odd')).toBe('5.0.0');
    expect(statusFromWords('nothing useful')).toBeNull();
  });
});

describe('bounce status read with the server words', () => {
  it.each([
    ['5.1.1', '550 5.1.1 Service unavailable; client [203.0.113.25] blocked using dnsbl.sorbs.net', 'policy'],
    ['5.1.1', '550 5.1.1 Your IP 203.0.113.25 is blacklisted', 'policy'],
    ['5.1.0', '554 5.1.0 rejected, 203.0.113.25 is listed at bl.spamcop.net', 'policy'],
    ['5.1.1', "550 5.1.1 The group may not exist, or you may not have permission to post messages to the group", 'policy'],
    ['5.0.0', 'You do not have permission to post to this group', 'policy'],
    ['4.7.650', '451 4.7.650 The mail server [203.0.113.25] has been temporarily rate limited due to IP reputation.', 'policy'],
    ['4.7.500', '451 4.7.500 Server busy. The mail server IP connecting to Outlook.com server has exceeded the rate limit allowed.', 'policy'],
    ['4.7.0', '421 4.7.0 [TSS04] Messages temporarily deferred due to unexpected volume or user complaints', 'policy'],
    ['4.7.1', '451 4.7.1 Recipient address rejected: Greylisted, please try again in 300 seconds', 'soft'],
    ['4.4.7', '550 4.4.7 QUEUE.Expired; message expired', 'soft'],
    ['4.0.0', '450 user unknown', 'hard'],
    ['5.5.0', '550 5.5.0 Requested action not taken: mailbox unavailable', 'hard'],
    ['5.1.1', '550 5.1.1 User unknown in virtual mailbox table', 'hard'],
    ['5.2.2', '552 5.2.2 Mailbox full', 'soft'],
    ['5.7.1', '550 5.7.1 <bob@example.org>: Recipient address rejected: User unknown', 'hard'],
    ['5.7.1', '554 5.7.1 <bob@example.org>: Recipient address rejected: Access denied', 'hard'],
    ['5.7.1', '554 5.7.1 Message Rejected Class=size limit=15728640', 'soft'],
    ['5.7.1', '550 5.7.1 Relay access denied', 'policy'],
    ['5.1.1', '552 sorry, mailbox bob@example.org is over quota temporarily (#5.1.1)', 'soft'],
    ['5.4.4', 'Name service error for name=example.org type=MX: Malformed or unexpected name server reply', 'soft'],
    ['5.4.4', 'Host or domain name not found. Name service error for name=example.org type=A: Host not found', 'hard'],
    ['5.0.0', '552 Too many recipients', 'soft'],
    ['5.9.8', '5.9.8 Spam', 'policy'],
    ['5.0.0', '554 Message looping (received 6 times)', 'soft'],
    ['5.5.0', '550 5.5.0 The recipient account is blocked.', 'hard'],
    ['5.2.1', '550-5.2.1 The user you are trying to contact is receiving mail at a rate that prevents additional messages from being delivered.', 'policy'],
    ['5.7.1', '550 5.7.1 No mailbox found', 'hard'],
  ])('should class %s with "%s" as %s', (status, words, klass) => {
    expect(bounceClassOf(status, words)).toBe(klass);
  });

  it.each([
    ['User bob (bob@example.com) not listed in Domino Directory', 'hard'],
    ['Reason: No mx record found for domain=example.com', 'hard'],
    ['Reason: Domain name not found', 'hard'],
    ['Returned mail: User unknown', 'hard'],
    ["554: delivery error: dd Not a valid recipient - atlas114.free.mail.bf1.yahoo.com", 'hard'],
    ["the recipient's mailbox is full", 'soft'],
    ['550 Administrative prohibition - envelope blocked', 'policy'],
    ['nothing said at all', 'soft'],
    ['<bob@example.org>: permission denied. Command output: Mail quota\n    exceeded.', 'soft'],
    ['<bob@example.org>: Name service error for domain example.org: Host not\n    found, try again', 'soft'],
    ['<bob@example.org>: Name service error for name=example.org type=A: Host not found', 'hard'],
    ['This mail message has exceeded the maximum incoming message size.', 'soft'],
  ])('should class a notice without a status code by its words: "%s" → %s', (words, klass) => {
    expect(bounceClassOf(null, words)).toBe(klass);
  });
});

describe('bounce class by the stage of the SMTP dialogue', () => {
  it('should call a refusal before any recipient was named policy, and one after the message only hard with plain words', () => {
    const sender = 'SMTP error from remote mail server after MAIL FROM:<quotes@atlasmoving.example>:\n553 5.1.0 quotes atlasmoving.example does not exist';
    expect(bounceClassOf('5.1.0', '553 5.1.0 quotes atlasmoving.example does not exist', sender)).toBe('policy');
    expect(bounceClassOf('5.0.0', "Connected to 192.0.2.112 but my name was rejected.\nRemote host said: 501 5.0.0 Invalid domain name")).toBe('policy');
    expect(bounceClassOf('5.2.0', '550 5.2.0 Domain is invalid', 'SMTP error from remote mail server after end of data:')).toBe('policy');
    expect(bounceClassOf('5.1.1', '550 5.1.1 User unknown', '(in reply to end of DATA command)')).toBe('hard');
    expect(bounceClassOf('4.3.1', '452 4.3.1 Insufficient system storage', '(in reply to MAIL FROM command)')).toBe('soft');
  });
});

