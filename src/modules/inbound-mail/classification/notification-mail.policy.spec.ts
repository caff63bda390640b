import { classifyInboundMail } from './inbound-mail-classifier.service';
import { decodeInboundMessage } from './inbound-message.mapper';
import { trackerNotification } from './notification-mail.policy';

const mail = (headers: string[], body: string, subject = 'Re: [Movers] #52: Crate sizes') =>
  decodeInboundMessage(['From: Tracker <tracker@movers.example>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, 'In-Reply-To: <041.aa@movers.example>', ...headers, '', body].join('\r\n'));

const TICKET = [
  '#52: Crate sizes are wrong on the quote form',
  '-----------------------+------------------------',
  '  Reporter:  ann       |      Owner:  bob',
  '      Type:  defect    |     Status:  new',
  '-----------------------+------------------------',
  'Comment (by bob):',
  '',
  ' The medium crate is 60 cm, not 50.',
  '',
  '-- ',
  'Ticket URL: <https://movers.example/trac/ticket/52#comment:1>',
].join('\n');

const SVN = [
  'Author: bob',
  'Date: 2026-03-04 07:19:19 -0500 (Wed, 04 Mar 2026)',
  'New Revision: 812',
  '',
  'Modified:',
  '   trunk/quote/form.c',
  'Log:',
  'Fix the crate sizes.',
  '',
  'Modified: trunk/quote/form.c',
  '===================================================================',
  '--- trunk/quote/form.c\t(rev 811)',
  '+++ trunk/quote/form.c\t(rev 812)',
  '@@ -1 +1 @@',
  '-int medium = 50;',
  '+int medium = 60;',
].join('\n');

describe('tracker and commit notifications', () => {
  it.each([
    ["a tracker's header", ['X-Trac-Version: 1.4', 'X-Trac-Project: Movers'], 'Status changed.', /X-Trac-Version|x-trac-version/i],
    ["a tracker's mailer", ['X-Mailer: Trac 1.4, by Edgewall Software'], 'Status changed.', /sent by Trac/],
    ["a commit hook's header", ['X-Git-Refname: refs/heads/main'], 'Crate sizes fixed.', /x-git-refname/],
    ["a ticket's field table", [], TICKET, /field table/],
    ["a ticket's URL line alone", [], 'Comment (by bob):\n\n The crate is 60 cm.\n\n-- \nTicket URL: <https://movers.example/trac/ticket/52>\nMovers <https://movers.example/trac>', /notification lines/],
    ["Bugzilla's comment header", [], 'https://bugs.movers.example/show_bug.cgi?id=52\n\n--- Comment #3 from Ann Lee <ann@example.com> ---\nStill broken.', /notification lines/],
    ['a Subversion commit mail', [], SVN, /commit notification: "Author: bob"/],
    ['a CVS commit mail', [], 'Update of /cvsroot/movers/quote\nIn directory cvs1:/tmp/cvs-serv123\n\nModified Files:\n\tform.c\nLog Message:\nFix the crate sizes.', /commit notification: "Update of/],
    ["CVS log_accum's commit mail", [], 'florenz     2005/12/02 12:55:13 CET\n\n  Modified files:\n    .     quote.tex\n  Log:\n  Added the crate sizes.\n\n  Revision  Changes    Path\n  1.11      +4 -0      movers/quote.tex', /commit notification: "florenz/],
    ["syncmail's commit report", [], 'Log Message:\n-----------\nFixed the crate sizes.\n\nModified Files:\n--------------\n    movers:\n        README', /each underlined/],
    ["a forge's task tracker", [], 'Task #2898 has been updated. \n\nProject: Movers\nSummary: Crate sizes\n\nFor more info, visit:\nhttp://forge.example/pm/task.php?id=2898', /notification lines/],
  ])('should read %s as a notification', async (_name, headers, body, reason) => {
    expect(trackerNotification(await mail(headers, body))).toMatch(reason);
  });

  it('should leave a person who quotes or forwards a notification, sends a patch, or names an author alone', async () => {
    const quoted = TICKET.split('\n').map((line) => `> ${line}`).join('\n');
    expect(trackerNotification(await mail([], `Bob, the large crate is wrong too.\n\nOn Tue, Mar 3, 2026 Tracker wrote:\n${quoted}`))).toBeNull();
    expect(trackerNotification(await mail([], `Have a look at this.\n\n---------- Forwarded message ---------\nFrom: Tracker <tracker@movers.example>\nDate: Tue, Mar 3, 2026\n\n${SVN}`, 'Fwd: r812'))).toBeNull();
    const patch = 'Here is the fix.\n\n---\n form.c | 2 +-\n\ndiff --git a/form.c b/form.c\n--- a/form.c\n+++ b/form.c\n@@ -1 +1 @@\n-int medium = 50;\n+int medium = 60;';
    expect(trackerNotification(await mail(['X-Mailer: git-send-email 2.43.0'], patch, '[PATCH] quote: fix crate sizes'))).toBeNull();
    expect(trackerNotification(await mail([], 'Author: Ann Lee\nDate: tomorrow\n\nWe discussed the revision of the quote; the log of calls is attached.'))).toBeNull();
    expect(trackerNotification(await mail([], 'Modified files:\nthe inventory and the floor plan.\n\nLog:\nI called on Monday about the piano.'))).toBeNull();
    expect(trackerNotification(await mail([], 'Hi, our task #12 has been updated on your portal but nobody called. Can you check?'))).toBeNull();
    // A person citing a bug writes its link below their own words; Bugzilla's mail opens with it.
    expect(trackerNotification(await mail([], 'Masked for security, will be removed in 30 days.\ndev-php5/pecl-zip\n\nhttp://bugs.gentoo.example/show_bug.cgi?id=265756\n\n-- \nChristian'))).toBeNull();
  });

  it("should read a calendar service's invitation written as text, and a fax or voicemail notice, as notifications", async () => {
    const invitation = 'Crew walkthrough\nWhen\nFri Mar 6, 2026 5pm – 5:30pm Pacific Time\nWho\n•Ann Lee - organizer\n•Bob Ray\nGoing?   Yes - Maybe - No    more options »\nInvitation from Google Calendar\nYou are receiving this email at the account quotes@atlasmoving.example because you are subscribed for invitations.';
    expect(trackerNotification(await mail([], invitation, 'Invitation: Crew walkthrough @ Fri Mar 6, 2026'))).toMatch(/calendar invitation/);
    const fax = '        You Have a New Fax Message\n        From: (641) 555-0136\n        Pages: 3\n        To view this message, please open the attachment.';
    expect(trackerNotification(await mail([], fax, 'New Fax Message on 03/19/2026'))).toMatch(/fax or voicemail/);
    expect(trackerNotification(await mail([], 'You have a new voicemail message from +1 555 0100 (0:42).', 'Voicemail'))).toMatch(/fax or voicemail/);
    const viaClassifier = await classifyInboundMail(['From: Fax <fax@movers.example>', 'To: quotes@atlasmoving.example', 'Subject: New Fax Message', '', fax].join('\r\n'));
    expect(viaClassifier.kind).toBe('other');
  });

  it('should read a robot named as an autoauthorizer as a bot, even when it answers our message', async () => {
    const raw = ['From: Gmane Autoauthorizer <auth@m.gmane.example>', 'To: quotes@atlasmoving.example', 'Subject: Re: Authorization required to post', 'References: <ours@atlasmoving.example>', '', 'You are now authorized to post.'].join('\r\n');
    expect((await classifyInboundMail(raw)).kind).toBe('other');
    expect(trackerNotification(await mail([], 'Thanks, the auto mailer you use works fine.', 'Re: quote'))).toBeNull();
    const away = ['From: Ann Lee Autoresponder <ann@customer.example>', 'To: quotes@atlasmoving.example', 'Subject: Out of office', 'Auto-Submitted: auto-replied', '', 'I am out of the office until Monday, December 7.'].join('\r\n');
    expect(await classifyInboundMail(away)).toMatchObject({ kind: 'auto_reply', auto_reply: { out_of_office: true } });
  });

  it("should read a carrier's picture-message notice as a notification, and a person asking about a picture message as a person", async () => {
    for (const notice of ['You have new Picture Mail!\nView Picture, Reply to Sender', "You've received an MMS from mobile number +35312345678\nIt's free to reply!", 'You have received a Media Message\nClick here to view this message online']) {
      expect(trackerNotification(await mail([], notice, 'Office pic'))).toMatch(/picture-message notice/);
    }
    expect(trackerNotification(await mail([], 'Did you get the picture message I sent of the piano? You have my number.', 'Piano'))).toBeNull();
  });

  it("should read a web form's submission mailed on by its script as a notification, and leave a person's browser report alone", async () => {
    const record = '*Formular-Weiterleitungs-Service*\n\nName:  Lee\n\nOrt:  33333 Da\n\nArtikel:  Kinder-Anhänger\n\nPreis:  40,00\n\n-----\n212.6.123.204\nMozilla/5.0 (Windows; U; Windows NT 6.1; de; rv:1.9.2.8) Gecko/20100722 Firefox/3.6.8\n';
    expect(trackerNotification(await mail([], record, 'Angebotsformular'))).toMatch(/web form's submission/);
    const person = 'Hi, your quote page does not load for me.\nMozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1\nCan you email me the quote instead?';
    expect(trackerNotification(await mail([], person, 'Quote page'))).toBeNull();
  });

  it("should read FormMail's submission as a notification, under whatever subject the visitor typed, and a person quoting one as a person", async () => {
    const record = 'Below is the result of your feedback form.  It was submitted by\nann@example.com (ann@example.com) on Monday, January 20, 2003 at 00:13:42\n-----\n\nmessage: Hi, I need a quote.\n';
    const viaClassifier = await classifyInboundMail(['From: ann@example.com', 'To: quotes@atlasmoving.example', 'Subject: Re: moving quote', '', record].join('\r\n'));
    expect(viaClassifier.kind).toBe('other');
    expect(trackerNotification(await mail([], `Why do I get this?\n\n> ${record}`, 'Form'))).toBeNull();
  });

  it("should read a ticket's field record as a tracker notification, and a customer naming a status and a priority as a person", async () => {
    const record = 'Visual Intercept Notification:\nIncident:\t24052\nProject:\t/Program/RW\nVersion:\t7.1.00\nStatus:\tOpen\tAssignID:\tsnd\nPriority:\tHigh\nSeverity:\t2\nCategory:\tBRE\nDescription:\tThe statements are kept.';
    expect(trackerNotification(await mail([], record, 'VI ID: 24052'))).toMatch(/a ticket's fields/);
    const redmine = 'Issue #5 has been updated by Ann.\n\n* Status: New\n* Priority: Normal\n* Assignee: Bob\n* Category: Billing\n* Target version: 2.0\n* Tracker: Bug';
    expect(trackerNotification(await mail([], redmine, 'Bug #5'))).toMatch(/a ticket's fields/);
    const customer = 'Hi,\nProject: move from Austin to Denver\nStatus: we signed the lease\nPriority: the piano\nVersion: none\nCan you quote it?';
    expect(trackerNotification(await mail([], customer, 'Quote'))).toBeNull();
  });

  it("should read a monitoring service's alert digest and a selection form letter as notifications", async () => {
    const digest = 'Hello!\nHere is a summary of the alerts in the past 24 hours:\nAlert name\n# Critical\n# Warning\ndb-check\n3\n0\nHave a good day!';
    expect(trackerNotification(await mail([], digest, 'Daily alert summary'))).toMatch(/monitoring service's digest/);
    const letter = 'Dear Member,\nIt is my sincere pleasure to inform you that you have been selected for membership in the Honor Society.';
    expect(trackerNotification(await mail([], letter, 'Honor Society'))).toMatch(/selection or award form letter/);
  });

  it('should leave people who write about alerts or a selection alone', async () => {
    for (const body of [
      'Can you send me a summary of the alerts you set up for the move? I only got one.',
      'I am happy to tell you that we have selected your company for the move on the 12th.',
      'We were pleased to hear that you have been busy; please send the quote when you can.',
    ]) {
      expect(trackerNotification(await mail([], body))).toBeNull();
    }
  });

  it('should leave people who write about an invitation, a fax or a voicemail alone', async () => {
    const person = (body: string, subject = 'Re: Your moving quote') => classifyInboundMail(['From: Ann Lee <ann@example.com>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, 'In-Reply-To: <q1@atlasmoving.example>', '', body].join('\r\n'));
    for (const body of [
      'I got your calendar invitation, thanks. Going? Yes, I will be there at 5.',
      'You have a new fax from me with the inventory list; please confirm you got it.',
      'I left you a voicemail message this morning about the piano. Can you call me back?',
      'Did you get the fax? I sent the signed quote at noon.',
    ]) {
      expect(trackerNotification(await mail([], body))).toBeNull();
      expect((await person(body)).kind).toBe('human_reply');
    }
    // A person who forwards an invitation keeps it below the forward's separator, where these rules do not look.
    const forwarded = 'Can you make this one?\n\n---------- Forwarded message ---------\nFrom: Ann Lee <ann@example.com>\nDate: Tue, Mar 3, 2026\n\nGoing?   Yes - Maybe - No\nInvitation from Google Calendar';
    expect(trackerNotification(await mail([], forwarded, 'Fwd: Invitation: Crew walkthrough'))).toBeNull();
  });

  it("should read a scanner's scan-to-email notice as a notification, and a person sending a scan as a person", async () => {
    const fresh = (body: string, subject: string) => classifyInboundMail(['From: Ann Lee <ann@example.com>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, '', body].join('\r\n'));
    for (const notice of [
      'This message may contain an attachment in a PDF format.\n\nSpecial Comments\n-\nSee attached document',
      'Please open the attached document.\n\nScanned from a Xerox Multifunction Printer.',
      'This E-mail was sent from "RNP0026A1" (MP C3004).\n\nScan Date: 03.19.2026 10:42:11 (+0100)',
    ]) {
      expect(trackerNotification(await mail([], notice, 'Scanned document'))).toMatch(/scan-to-email notice/);
      expect((await fresh(notice, 'Scan from the office printer')).kind).toBe('other');
    }
    for (const body of [
      'I scanned the signed contract on the office printer; the PDF is attached.',
      'Attached is the inventory list, scanned from a copier at the library, sorry for the quality.',
      'This message contains the PDF you asked for: the inventory for the move on the 12th.',
    ]) {
      expect(trackerNotification(await mail([], body))).toBeNull();
      expect((await fresh(body, 'Signed contract')).kind).toBe('human_reply');
    }
  });

  it("should read a shop's receipt named by its subject as a notification, and a customer's mail about a receipt as a person", async () => {
    const fresh = (subject: string, body = 'Thank you for riding with us. Your receipt is attached.') =>
      classifyInboundMail(['From: Rides <hello@rides.example>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, '', body].join('\r\n'));
    for (const subject of ['Ihre Rides Quittung (49M6J)', 'Your receipt from Rides Inc. #1234-5678', 'Your Rides receipt', 'Votre reçu (A12-34)']) {
      const result = await fresh(subject);
      expect(result.kind).toBe('other');
      expect(result.reasons[0]).toMatch(/receipt \(subject/);
    }
    const customer = (subject: string, threaded = false) =>
      classifyInboundMail(['From: Ann Lee <ann@example.com>', 'To: quotes@atlasmoving.example', `Subject: ${subject}`, ...(threaded ? ['In-Reply-To: <r1@atlasmoving.example>'] : []), '', 'The total on it is wrong: we moved two rooms, not three.'].join('\r\n'));
    for (const subject of ['Your receipt is wrong', 'Your receipt from yesterday\'s move', 'My receipt (Q-1234)', 'Your receipt?', 'Re: Your receipt from Atlas Moving #Q-1234']) {
      expect((await customer(subject)).kind).toBe('human_reply');
    }
    // Answering one of our messages, whatever the subject says, is a person's reply.
    expect((await customer('Your receipt from Atlas Moving #Q-1234', true)).kind).toBe('human_reply');
  });

  it('should classify a threaded ticket notification marked Auto-Submitted as other, not an auto-reply', async () => {
    const raw = ['From: Tracker <tracker@movers.example>', 'To: quotes@atlasmoving.example', 'Subject: Re: #52: Crate sizes', 'In-Reply-To: <041.aa@movers.example>', 'Auto-Submitted: auto-generated', 'Precedence: bulk', '', TICKET].join('\r\n');
    const result = await classifyInboundMail(raw);
    expect(result.kind).toBe('other');
    expect(result.reasons[0]).toMatch(/^tracker notification/);
  });
});
